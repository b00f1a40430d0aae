import type { Kysely } from 'kysely';

/**
 * The dashboard's BINDERS table (spec 002 §2): quotes in a binder state, filtered by payment (`isPaid`) and read
 * soonest effective date first. One index serves the status filter, the payment filter and the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('quotes_status_paid_effective')
    .on('quotes')
    .columns(['status', 'is_paid', 'effective_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quotes_status_paid_effective').execute();
}
