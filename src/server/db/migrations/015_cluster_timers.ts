import { sql, type Kysely } from 'kysely';

/**
 * The once-per-cluster timers (src/server/cluster): one row per timer, naming when it last ran and which instance
 * ran it. An instance runs a timer only by moving `last_run_at` forward when the interval has passed, so several
 * instances over one database run each timer once per interval.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cluster_timers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_run_by', 'text', (c) => c.notNull())
    .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cluster_timers').execute();
}
