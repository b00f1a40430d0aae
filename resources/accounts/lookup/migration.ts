import { sql, type Kysely } from 'kysely';

/**
 * The local firmographic directory: the companies the account lookup finds (the stand-in for the outside
 * business-data service, see lookupSource.ts). A name search is a trigram-indexed substring match, narrowed by
 * state; the cbid is the company's identifier in the directory and on the account created from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('firmographic_directory')
    .addColumn('cbid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('phone', 'text')
    .addColumn('naics_code', 'integer')
    .addColumn('revenue', 'bigint')
    .addColumn('employees', 'integer')
    .addColumn('domain_name', 'text')
    .addColumn('name_search', 'text', (c) => c.generatedAlwaysAs(sql`lower(name)`).stored())
    .execute();
  await sql`create index firmographic_directory_name_trgm on firmographic_directory using gin (name_search gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('firmographic_directory_country_state')
    .on('firmographic_directory')
    .columns(['country', 'state'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('firmographic_directory').execute();
}
