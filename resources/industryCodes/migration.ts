import { sql, type Kysely } from 'kysely';

/**
 * Industry codes per country. `dup` marks a code the country's list holds more than once (kept by the
 * resource's writes); the list reads by country and code, or by country and `dup`.
 */
export const migration = {
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('industry_codes')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('naics_code', 'integer', (c) => c.notNull())
      .addColumn('primary_industry', 'text', (c) => c.notNull())
      .addColumn('secondary_industry', 'text', (c) => c.notNull())
      .addColumn('dup', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('search_text', 'text', (c) =>
        c
          .generatedAlwaysAs(sql`lower(naics_code::text || ' ' || primary_industry || ' ' || secondary_industry)`)
          .stored(),
      )
      .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .createIndex('industry_codes_country_code')
      .on('industry_codes')
      .columns(['country', 'naics_code'])
      .execute();
    await db.schema
      .createIndex('industry_codes_country_dup_code')
      .on('industry_codes')
      .columns(['country', 'dup', 'naics_code'])
      .execute();
    await sql`create index industry_codes_search_trgm on industry_codes using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  },
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('industry_codes').execute();
  },
};
