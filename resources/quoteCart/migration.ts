import { sql, type Kysely } from 'kysely';

/**
 * quote_cart_entries — one priced variation of a quote request (spec 002 §3 "Quote cart"):
 *   id uuid, account_id uuid (the client account, not null; its agency and team scope the row),
 *   agency_id uuid (the client's agency), product text, quote_number text (unique; the quote made from it keeps it),
 *   preset_name text, calculator jsonb (the calculator request as sent), rating jsonb (what priced it: input,
 *   rating version, premium, factor breakdown, the completed calculator input), rating_version text,
 *   total_premium numeric(14,2), refer_to_underwriter boolean, calculator_generated_data jsonb (the cart row's
 *   summary: presets, aggregateLimit, coverages, referToUnderwriter, totalPremium, effectiveDate),
 *   created_by uuid (the user who added it), created / modified timestamptz, version integer.
 * The cart list filters by account (and counts an account's entries for the limit of 5): index on
 * (account_id, created), which also gives the list's default order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_cart_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('agency_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('quote_number', 'text', (c) => c.notNull().unique())
    .addColumn('preset_name', 'text')
    .addColumn('calculator', 'jsonb', (c) => c.notNull())
    .addColumn('rating', 'jsonb', (c) => c.notNull())
    .addColumn('rating_version', 'text', (c) => c.notNull())
    .addColumn('total_premium', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('refer_to_underwriter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('calculator_generated_data', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(quote_number || ' ' || product)`).stored())
    .execute();
  await db.schema
    .createIndex('quote_cart_entries_account_created')
    .on('quote_cart_entries')
    .columns(['account_id', 'created'])
    .execute();
  await db.schema.createIndex('quote_cart_entries_agency').on('quote_cart_entries').column('agency_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_cart_entries').execute();
}
