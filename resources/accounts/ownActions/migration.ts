import { type Kysely } from 'kysely';

/**
 * What the accounts' own actions keep on the account: the agency the policyholder chose as its agent
 * (set / remove my agent), the last on-demand scan and when it ran, and the no-primary-domain attestation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('my_agency_id', 'uuid')
    .addColumn('security_scan', 'jsonb')
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('no_primary_domain', 'jsonb')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .dropColumn('my_agency_id')
    .dropColumn('security_scan')
    .dropColumn('scanned_at')
    .dropColumn('no_primary_domain')
    .execute();
}
