import { sql, type Kysely } from 'kysely';

/**
 * The other organisation types' place in client business (spec 001 §3; docs/features/organisations.md "What each persona sees"):
 *
 *   organisation_members  a cluster's or aggregator's agencies, an MSSP's client accounts, a premium
 *                         processor's agencies, a reinsurer's or pool's carriers
 *   claims.vendor_id      the vendor a claim is assigned to
 *   policies.carrier_id   the carrier whose paper a policy is on
 *
 * The client-record rule (src/server/tenancy/clientRecord.ts) reads them; each is indexed the way it reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organisation_members')
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('member_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('organisation_members_pk', ['organisation_id', 'member_id'])
    .execute();
  await db.schema.createIndex('organisation_members_member').on('organisation_members').column('member_id').execute();
  await db.schema
    .alterTable('claims')
    .addColumn('vendor_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('claims_vendor').on('claims').column('vendor_id').execute();
  await db.schema
    .alterTable('policies')
    .addColumn('carrier_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('policies_carrier').on('policies').column('carrier_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('policies_carrier').execute();
  await db.schema.alterTable('policies').dropColumn('carrier_id').execute();
  await db.schema.dropIndex('claims_vendor').execute();
  await db.schema.alterTable('claims').dropColumn('vendor_id').execute();
  await db.schema.dropTable('organisation_members').execute();
}
