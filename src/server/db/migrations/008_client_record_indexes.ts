import type { Kysely } from 'kysely';

/**
 * What the client-record rule filters on (`src/server/tenancy/clientRecord.ts`): an agent's clients are those of
 * its agency and teams, read in name order (the accounts list) or as a set that claims, quotes, policies and
 * tags are semi-joined to (each has its account_id index already); the header's team narrows staff lists by
 * team alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('accounts_agency_team_name')
    .on('accounts')
    .columns(['agency_id', 'team_id', 'name', 'id'])
    .execute();
  await db.schema.createIndex('accounts_team_name').on('accounts').columns(['team_id', 'name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('accounts_team_name').execute();
  await db.schema.dropIndex('accounts_agency_team_name').execute();
}
