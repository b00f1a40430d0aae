import { sql, type Kysely } from 'kysely';

/**
 * commission_payments — a commission payment applied to an agency (spec 001 §3): id, agency_id (the agency,
 *   removed with it), commissions_amount numeric(14,2) (≥ 1), description, token (the payout's reference, if any),
 *   created_by (the staff user), created, modified, version. Index (agency_id, created): an agency's payments, newest
 *   first, and the aggregate's sum per agency.
 * agency_commission_settings — per agency: payouts_paused (the automatic monthly payout, PUT /toggle/{agencyId}),
 *   bank jsonb (the payout account: bank, routing, accountLast4, accountName, accountType, swift, phone, email,
 *   address; never the full account number), modified, version.
 * policies_commission_month — (agency_id, effective_date) on policies with a commission: a month's statement lines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commission_payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('agency_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('commissions_amount', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('commission_payments_agency_created')
    .on('commission_payments')
    .columns(['agency_id', 'created'])
    .execute();
  await db.schema
    .createTable('agency_commission_settings')
    .addColumn('agency_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('payouts_paused', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('bank', 'jsonb')
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index policies_commission_month on policies (agency_id, effective_date) where commission is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists policies_commission_month`.execute(db);
  await db.schema.dropTable('agency_commission_settings').execute();
  await db.schema.dropTable('commission_payments').execute();
}
