import { sql, type Kysely } from 'kysely';

/**
 * saved_payment_methods — a client account's saved cards and bank accounts (spec 002 §3 "Saved payment method":
 * title, type, tokenId; "Saved card" / "Saved bank account"): the processor's long-lived token and what can be
 * shown of it, never a number.
 *   id uuid, account_id uuid (the client account; removed with it), user_id uuid (who saved it), processor_name,
 *   token_id text, title text, type text (Credit Card, Bank Account), last_four, card_type, bank_name, created.
 * Index (account_id, created): the page lists an account's methods.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_payment_methods')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('processor_name', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_payment_methods_account_created')
    .on('saved_payment_methods')
    .columns(['account_id', 'created'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_payment_methods').execute();
}
