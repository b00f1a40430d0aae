import type { Kysely } from 'kysely';

/**
 * policy_financing also keeps an outside premium financer's plan (POST /api/billing/v1/finance): such a plan has
 * no platform quote number and no typed signature, so both columns take null; its terms carry `financerName`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('policy_financing')
    .alterColumn('finance_quote_number', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('policy_financing')
    .alterColumn('signature', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('policy_financing')
    .alterColumn('signature', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('policy_financing')
    .alterColumn('finance_quote_number', (c) => c.setNotNull())
    .execute();
}
