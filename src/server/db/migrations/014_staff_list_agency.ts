import { sql, type Kysely } from 'kysely';

/**
 * Staff's accounts list (every client account, by name) counts its total from `accounts_type_name_search` (012).
 * The list's rows carry their agency's name, a left join on `agency_id`, and the capped count is built from the same
 * rows: PostgreSQL 15 drops the join from the count but still reads `agency_id`, which that index lacked, so the count
 * read each of its 1,001 rows from the table. EXPLAIN (ANALYZE, BUFFERS) of staff's page at 1,000,000 accounts: an
 * index scan with 1,025 buffers for the count, 4.1 ms in all, against 30 buffers and 0.8 ms for an agency admin's
 * page, whose index starts with `agency_id`. With `agency_id` carried in the index, the count reads the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index accounts_type_name_agency on accounts (account_type, name, id) include (search_text, agency_id)`.execute(
    db,
  );
  await db.schema.dropIndex('accounts_type_name_search').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index accounts_type_name_search on accounts (account_type, name, id) include (search_text)`.execute(
    db,
  );
  await db.schema.dropIndex('accounts_type_name_agency').execute();
}
