import { sql, type Kysely } from 'kysely';

/**
 * A claim looks at each webhook's own pending deliveries in queue order and counts its leases (partial index:
 * pending rows only, by webhook), so one webhook's backlog never hides another webhook's due deliveries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index webhook_deliveries_pending on webhook_deliveries (webhook_id, seq) where status = 'PENDING'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index webhook_deliveries_pending`.execute(db);
}
