import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/tables';

/**
 * Deletes delivered rows older than the retention (by their delivery time). PENDING rows are the queue and FAILED
 * rows wait for an admin's "send again", so both are kept. Answers how many rows went.
 */
export async function pruneDelivered(db: Kysely<Database>, retentionDays: number): Promise<number> {
  // raw write: prunes delivered rows (lint:sql allow-list, webhook delivery queue)
  const result = await db
    .deleteFrom('webhookDeliveries')
    .where('status', '=', 'DELIVERED')
    .where('deliveredAt', '<', sql<Date>`now() - ${retentionDays} * interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
