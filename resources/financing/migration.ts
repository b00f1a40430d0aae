import { sql, type Kysely } from 'kysely';

/**
 * policy_financing — the accepted premium financing plan of a policy (spec 002 §3 "Financing", acceptance):
 *   id uuid, policy_id uuid (unique: one plan per policy; removed with the policy), finance_quote_number text,
 *   terms jsonb (the financing quote as accepted: premium, fees, down payment, financed, APR, instalments and
 *   their dates), signature text (the full name typed to accept), email text, accepted_by uuid (the user),
 *   created timestamptz.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_financing')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (c) => c.notNull().unique().references('policies.id').onDelete('cascade'))
    .addColumn('finance_quote_number', 'text', (c) => c.notNull())
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('accepted_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_financing').execute();
}
