import { sql, type Kysely } from 'kysely';
import industryCodes from './industryCodes.json';

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

/**
 * The complete official lists (industryCodes.json, each list's source named there): NAICS 2022's 1,012 six-digit
 * codes, the 731 codes of the Companies House SIC 2007 condensed list and ANZSIC 2006's 506 classes. A code its
 * country's list already holds is left as it is (a row staff changed keeps their change, no code is doubled), so a
 * database that held part of a list gains only the codes it lacked. There is no `down`: by then the rows may have
 * been edited or be in use.
 */
export const listsMigration = {
  async up(db: Kysely<any>): Promise<void> {
    for (const [country, codes] of Object.entries(industryCodes.codes)) {
      const rows = codes.map(
        (code) => sql`(${country}, ${code.naicsCode}::integer, ${code.primaryIndustry}, ${code.secondaryIndustry})`,
      );
      await sql`
        insert into industry_codes (country, naics_code, primary_industry, secondary_industry)
        select list.country, list.naics_code, list.primary_industry, list.secondary_industry
        from (values ${sql.join(rows)}) as list (country, naics_code, primary_industry, secondary_industry)
        where not exists (
          select 1 from industry_codes as held
          where held.country = list.country and held.naics_code = list.naics_code
        )`.execute(db);
    }
  },
};
