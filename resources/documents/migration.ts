import { sql, type Kysely } from 'kysely';

/**
 * documents — an uploaded document (spec 001 §3 "Document"): id, account_id (the client account, optional),
 * agency_id (the agency that sees it; none = provider staff only, spec 001 §6), doc_type, doc_name, file_name
 * (as uploaded), content_type, size, storage_key (where the file store keeps the bytes), temp, product_type,
 * submission_id, uploaded_by, created, modified. Searched by account and by agency, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('agency_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('doc_type', 'text', (c) => c.notNull())
    .addColumn('doc_name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('temp', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('product_type', 'text')
    .addColumn('submission_id', 'text')
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('documents_account_created').on('documents').columns(['account_id', 'created']).execute();
  await db.schema.createIndex('documents_agency_created').on('documents').columns(['agency_id', 'created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute();
}
