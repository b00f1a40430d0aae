import { sql, type Kysely } from 'kysely';

/**
 * policy_transactions — the money movements of a policy (spec 002 §3 "Payments", §7 Billing): a payment through
 * the processor, a payment applied by staff (cheque, wire), or a refund.
 *   id uuid, policy_id uuid (removed with the policy), transaction_id text (the processor's reference, or the one
 *   typed for an applied payment), invoice_number text, status text (Paid, Failed, In Process, Void),
 *   payment_method text (Check, Credit Card, ACH/Wire Transfer, Bank Account, Refund/Credit), processor_name text,
 *   amount_paid numeric(17,2), payment_date date, payment_desc text, last_four text (the last four digits only:
 *   never a card or account number), card_type text, bank_name text, failure text (the processor's decline),
 *   is_down_payment boolean, payer_user_id uuid (who paid or applied it), created, modified, version.
 * Index (policy_id, created): every list and sum of a policy's transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_transactions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('processor_name', 'text', (c) => c.notNull())
    .addColumn('amount_paid', 'numeric(17, 2)', (c) => c.notNull())
    .addColumn('payment_date', 'date', (c) => c.notNull())
    .addColumn('payment_desc', 'text')
    .addColumn('last_four', 'text')
    .addColumn('card_type', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('failure', 'text')
    .addColumn('is_down_payment', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payer_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('policy_transactions_policy_created')
    .on('policy_transactions')
    .columns(['policy_id', 'created'])
    .execute();
  await db.schema
    .createIndex('policy_transactions_processor_ref')
    .on('policy_transactions')
    .columns(['processor_name', 'transaction_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_transactions').execute();
}
