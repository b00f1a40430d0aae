import type { Kysely } from 'kysely';
import type { Principal } from '../auth/principal';
import { invalid } from '../http/apiError';
import { dayColumn, FOREIGN_AGENCY_RECORD, moneyColumn, SELECT_AGENCY } from './agencyOwned';
import { visibleClientAccount, type ClientAccount } from './clientRecord';
import type { Database } from '../db/tables';

/** A column of the table's own list (`fields.columns`), typed as one both tables have for the query builder. */
type TableColumn = keyof Database['quotes'] & keyof Database['policies'] & string;

export const SELECT_CLIENT = 'Please select a Client';

/**
 * The client account a quote or policy is for, and so its agency and team: one the caller sees under the
 * client-record rule. A body naming an agency other than the client's is refused.
 */
export async function clientOfRecord(
  db: Kysely<Database>,
  principal: Principal,
  value: Record<string, unknown>,
): Promise<ClientAccount & { agencyId: string }> {
  if (principal.accountType === 'AGENCY' && value.agencyId && value.agencyId !== principal.accountId) {
    throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
  }
  const account = await visibleClientAccount(db, principal, value.accountId, { message: SELECT_CLIENT });
  if (!account.agencyId) throw invalid([{ field: 'accountId', detail: SELECT_CLIENT }]);
  if (value.agencyId && value.agencyId !== account.agencyId)
    throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  return account as ClientAccount & { agencyId: string };
}

/** A readable record number: prefix, year and a random tail (e.g. Q-2026-4F7K2Q). */
export function recordNumber(prefix: string, now = new Date()): string {
  const tail = Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0');
  return `${prefix}-${now.getUTCFullYear()}-${tail}`;
}

/**
 * The parts quotes and policies share: rows with their agency's name, day and money columns rendered for the
 * API, the trigram search column, and their place under the client-record rule.
 */
export function clientBusinessTable(
  table: 'quotes' | 'policies',
  fields: { columns: readonly string[]; days: readonly string[]; money: readonly string[] },
) {
  return {
    table,
    selectRows: (db: Kysely<Database>) =>
      db
        .selectFrom(table)
        .innerJoin('accounts as agency', 'agency.id', `${table}.agencyId`)
        .select(fields.columns.map((c) => `${table}.${c as TableColumn}` as const))
        .select(fields.days.map((c) => dayColumn(`${table}.${c}`, c)))
        .select(fields.money.map((c) => moneyColumn(`${table}.${c}`, c)))
        .select('agency.name as agencyName'),
    column: (field: string) => `${table}.${field}`,
    searchColumn: `${table}.searchText`,
    clientRecord: { accountColumn: `${table}.accountId` },
  } as const;
}
