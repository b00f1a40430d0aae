import { sql, type Kysely } from 'kysely';

/**
 * mailbox_attachments — files attached to a mailbox message (spec 001 §7 `message/{msgId}/attachment`,
 * `attachment-from-url`): the bytes live in the file store (resources/documents/fileStore.ts) under
 * `mailbox/<id>`; the row keeps the name, type, size, where a fetched file came from and who added it.
 * Read by message, oldest first (one index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailbox_attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('message_id', 'uuid', (c) => c.notNull().references('mailbox_messages.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index mailbox_attachments_message on mailbox_attachments (message_id, created, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailbox_attachments').execute();
}
