import { sql, type Kysely } from 'kysely';

/**
 * Indexes shaped like the client-accounts list, so a tenant's page and its capped total (resources/listTotal.ts)
 * are each one index range: the page read in the list's default order (name, then id), the total counted from
 * the index alone (an index-only scan, no table rows). Provider staff see every client account
 * (account_type, name, id); an agency its own; an agent its agency's accounts in its teams.
 *
 * The agency and team indexes are partial (`account_type = 'CUSTOMER'`): every client-account query says so
 * (the accounts list, and the client-record rule's semi-join), and without the predicate in the index the
 * count would have to visit each table row to check the account type. They replace the two-column
 * (account_type, name) and (agency_id, name) indexes and 008's full (agency_id, team_id, name, id) one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('accounts_type_name_id').on('accounts').columns(['account_type', 'name', 'id']).execute();
  await sql`create index accounts_client_agency_name_id on accounts (agency_id, name, id) where account_type = 'CUSTOMER'`.execute(
    db,
  );
  await sql`create index accounts_client_agency_team_name_id on accounts (agency_id, team_id, name, id) where account_type = 'CUSTOMER'`.execute(
    db,
  );
  for (const name of ['accounts_type_name', 'accounts_agency_name', 'accounts_agency_team_name'])
    await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('accounts_type_name').on('accounts').columns(['account_type', 'name']).execute();
  await db.schema.createIndex('accounts_agency_name').on('accounts').columns(['agency_id', 'name']).execute();
  await db.schema
    .createIndex('accounts_agency_team_name')
    .on('accounts')
    .columns(['agency_id', 'team_id', 'name', 'id'])
    .execute();
  for (const name of ['accounts_type_name_id', 'accounts_client_agency_name_id', 'accounts_client_agency_team_name_id'])
    await db.schema.dropIndex(name).execute();
}
