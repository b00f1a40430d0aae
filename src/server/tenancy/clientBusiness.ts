import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Principal } from '../auth/principal';
import { invalid } from '../http/apiError';
import { dayColumn, FOREIGN_AGENCY_RECORD, moneyColumn, SELECT_AGENCY } from './agencyOwned';
import { isStaff } from './tenantRules';

export const SELECT_CLIENT = 'Please select a Client';

/**
 * Quotes and policies: staff see all, an agency its own, a policyholder those of its own account
 * (read-only through its permissions), every other organisation none.
 */
export function clientBusinessScope(principal: Principal, columns: { agencyId: string; accountId: string }) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return sql<SqlBool>`true`;
    if (principal.accountType === 'AGENCY') return eb(eb.ref(columns.agencyId), '=', principal.accountId);
    if (principal.accountType === 'CUSTOMER') return eb(eb.ref(columns.accountId), '=', principal.accountId);
    return sql<SqlBool>`false`;
  };
}

export interface ClientOfRecord {
  id: string;
  name: string;
  agencyId: string;
  teamId: string | null;
}

/**
 * The client account a quote or policy is for, and so its agency and team. A body naming an agency other
 * than the client's, or a client of another agency, is refused.
 */
export async function clientOfRecord(db: Kysely<any>, principal: Principal, value: Record<string, unknown>): Promise<ClientOfRecord> {
  const account = (await db
    .selectFrom('accounts')
    .select(['id', 'name', 'agencyId', 'teamId'])
    .where('id', '=', value.accountId)
    .where('accountType', '=', 'CUSTOMER')
    .executeTakeFirst()) as ClientOfRecord | undefined;
  if (principal.accountType === 'AGENCY' && value.agencyId && value.agencyId !== principal.accountId) {
    throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
  }
  const visible = account && account.agencyId && (isStaff(principal) || (principal.accountType === 'AGENCY' && account.agencyId === principal.accountId));
  if (!visible) throw invalid([{ field: 'accountId', detail: SELECT_CLIENT }]);
  if (value.agencyId && value.agencyId !== account.agencyId) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  return account;
}

/** A readable record number: prefix, year and a random tail (e.g. Q-2026-4F7K2Q). */
export function recordNumber(prefix: string, now = new Date()): string {
  const tail = Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0');
  return `${prefix}-${now.getUTCFullYear()}-${tail}`;
}

/**
 * The parts quotes and policies share: rows with their agency's name, day and money columns rendered for the
 * API, the trigram search column and the client-business tenancy.
 */
export function clientBusinessTable(table: 'quotes' | 'policies', fields: { columns: readonly string[]; days: readonly string[]; money: readonly string[] }) {
  return {
    table,
    selectRows: (db: Kysely<any>) =>
      db
        .selectFrom(table)
        .innerJoin('accounts as agency', 'agency.id', `${table}.agencyId`)
        .select(fields.columns.map((c) => `${table}.${c}`))
        .select(fields.days.map((c) => dayColumn(`${table}.${c}`, c)))
        .select(fields.money.map((c) => moneyColumn(`${table}.${c}`, c)))
        .select('agency.name as agencyName'),
    column: (field: string) => `${table}.${field}`,
    searchColumn: `${table}.searchText`,
    scope: (principal: Principal) => clientBusinessScope(principal, { agencyId: `${table}.agencyId`, accountId: `${table}.accountId` }),
  } as const;
}
