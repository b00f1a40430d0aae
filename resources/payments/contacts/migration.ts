import { sql, type Kysely } from 'kysely';

/**
 * billing_contacts — who receives a client account's invoices (spec 002 §7 Billing "contact CRUD"; the
 * accounting send's firstName, lastName, email, phone).
 *   id uuid, account_id uuid (the client account; removed with it), first_name, last_name, email, phone,
 *   created, modified, version.
 * Index (account_id, created): an account's contacts are listed in the order they were added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_contacts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('billing_contacts_account_created')
    .on('billing_contacts')
    .columns(['account_id', 'created'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_contacts').execute();
}
