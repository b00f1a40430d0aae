import { sql, type Kysely } from 'kysely';

/** The pruning of old delivered rows reads them by delivery time (partial index: delivered rows only). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index webhook_deliveries_delivered on webhook_deliveries (delivered_at) where status = 'DELIVERED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index webhook_deliveries_delivered`.execute(db);
}
