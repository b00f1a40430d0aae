import type { Kysely } from 'kysely';

/** The expiry sweep's two queries: open quotes by `expires_on`, binders by `binder_expires_on` (expirySweep.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('quotes_status_expires_on').on('quotes').columns(['status', 'expires_on']).execute();
  await db.schema
    .createIndex('quotes_status_binder_expires_on')
    .on('quotes')
    .columns(['status', 'binder_expires_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quotes_status_binder_expires_on').execute();
  await db.schema.dropIndex('quotes_status_expires_on').execute();
}
