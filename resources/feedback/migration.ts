import { sql, type Kysely } from 'kysely';

/**
 * feedback: one row per feedback sent, with its sender (user_id, removed with the user: set null) and the sender's
 * organisation (account_id). priority is HIGH for "Report an issue", else NORMAL. Staff's list reads it newest first,
 * optionally by category, priority or organisation; the text is searched by substring (trigram index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('feedback_text', 'text', (c) => c.notNull())
    .addColumn('permission_to_share', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('NORMAL'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(feedback_text)`).stored())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index feedback_created on feedback (created desc, id)`.execute(db);
  await sql`create index feedback_category on feedback (category, created desc)`.execute(db);
  await sql`create index feedback_priority on feedback (priority, created desc)`.execute(db);
  await sql`create index feedback_account on feedback (account_id, created desc)`.execute(db);
  await sql`create index feedback_search_trgm on feedback using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
