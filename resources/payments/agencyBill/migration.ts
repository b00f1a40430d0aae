import { sql, type Kysely } from 'kysely';

/**
 * The agency-billed invoice and its stats read an agency's agency-billed policies by effective date:
 * a partial index (agency_id, effective_date) where agency_billed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index policies_agency_billed_effective on policies (agency_id, effective_date) where agency_billed`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index policies_agency_billed_effective`.execute(db);
}
