import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../src/server/db/tables';

/** Tables a refused write must leave alone: every table of records, their history and their links. */
const WATCHED =
  /^(accounts|account_tags|agency_licenses|agent_licenses|claims|form_answers|policies|quotes|record_history|roles|surplus_licenses|tags|teams|ui_settings|user_teams|users|webhooks|workflows)$/;

/** One statement that answers the row count (and sum of versions, where kept) of every watched table. */
export async function snapshotQuery(db: Kysely<Database>): Promise<() => Promise<string>> {
  const columns = await sql<{ name: string; versioned: boolean }>`
    select t.table_name as name, exists (select 1 from information_schema.columns c where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'version') as versioned
    from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by t.table_name`.execute(
    db,
  );
  const parts = columns.rows
    .filter((row) => WATCHED.test(row.name))
    .map(
      (row) =>
        `'${row.name}=' || (select count(*) from "${row.name}")${row.versioned ? ` || '/' || (select coalesce(sum(version), 0) from "${row.name}")` : ''}`,
    );
  if (parts.length < 10) throw new Error(`Only ${parts.length} watched tables were found`);
  const statement = `select ${parts.join(` || ' ' || `)} as snapshot`;
  return async () => (await sql<{ snapshot: string }>`${sql.raw(statement)}`.execute(db)).rows[0].snapshot;
}
