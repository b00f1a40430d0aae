import { sql, type Kysely } from 'kysely';

/** blacklisted_domains: one row per domain (stored lower-case, unique), searched by substring (trigram index). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blacklisted_domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(domain)`).stored())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('blacklisted_domains_domain_key')
    .on('blacklisted_domains')
    .column('domain')
    .unique()
    .execute();
  await sql`create index blacklisted_domains_search_trgm on blacklisted_domains using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('blacklisted_domains').execute();
}
