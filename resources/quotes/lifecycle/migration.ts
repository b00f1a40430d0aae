import type { Kysely } from 'kysely';

/** The binder's expiry (spec 002 §3 `binderExpiresOn`), set by the quote's bind action. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('binder_expires_on', 'date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('binder_expires_on').execute();
}
