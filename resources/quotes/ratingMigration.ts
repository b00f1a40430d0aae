import type { Kysely } from 'kysely';

/**
 * A quote keeps what priced it: `rating_version` (`<product>/v<n>`, the rating file) and `rating` (jsonb: the
 * calculator input, the premium and its factor breakdown), so it explains itself after the tables change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('rating_version', 'text').addColumn('rating', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('rating').dropColumn('rating_version').execute();
}
