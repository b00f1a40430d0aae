import { type Kysely } from 'kysely';

/**
 * What the accounts' actions keep on the account: the declination (reason, description, fill-in text, who and
 * when) and the account's agent (update agent: the agency user who looks after it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('declination', 'jsonb')
    .addColumn('agent_email', 'text')
    .addColumn('agent_first_name', 'text')
    .addColumn('agent_last_name', 'text')
    .addColumn('agent_phone', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .dropColumn('declination')
    .dropColumn('agent_email')
    .dropColumn('agent_first_name')
    .dropColumn('agent_last_name')
    .dropColumn('agent_phone')
    .execute();
}
