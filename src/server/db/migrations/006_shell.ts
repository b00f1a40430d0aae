import { sql, type Kysely } from 'kysely';

/** The console's stored UI settings, one document per user (spec 000 §3 "Stored UI settings"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ui_settings')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // The settings document's own format version; the console migrates older documents up to the current one.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ui_settings').execute();
}
