import { sql, type Kysely } from 'kysely';

/**
 * Workflow links (spec 000 §2.8): a link /validate/{id} sent to one platform user for one flow (payment,
 * surplus notice, quote…). The id is the unguessable part of the link; a one-time code proves the person
 * holds the user's e-mail or phone, then the session goes to the workflow's redirect URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workflows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('flow', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('workflows_user').on('workflows').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workflows').execute();
}
