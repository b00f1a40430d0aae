import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Principal } from '../auth/principal';
import { invalid } from '../http/apiError';
import { isStaff } from './tenantRules';
import type { Database } from '../db/tables';

/** Spec 001 §8 wording for a missing or unknown agency. */
export const SELECT_AGENCY = 'Please select a Agency';
export const FOREIGN_AGENCY_RECORD = 'A record can only belong to your own agency.';

/**
 * Records an agency owns (licences, webhooks, tags): provider staff see all, an agency user its own agency's,
 * every other organisation none.
 */
export function agencyOwnedScope(principal: Principal, agencyColumn: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return sql<SqlBool>`true`;
    if (principal.accountType === 'AGENCY') return eb(eb.ref(agencyColumn), '=', principal.accountId);
    return sql<SqlBool>`false`;
  };
}

/**
 * The agency a write belongs to. Staff name it (it must be an agency); an agency user gets its own and a body
 * naming another is refused; nobody else writes agency records. On update the owner never changes silently:
 * a body naming a different agency than the stored one is refused for agency users.
 */
export async function owningAgency(
  db: Kysely<Database>,
  principal: Principal,
  value: Record<string, unknown>,
  existing?: Record<string, unknown>,
): Promise<string> {
  if (isStaff(principal)) {
    const agencyId = value.agencyId ?? existing?.agencyId;
    const agency = agencyId
      ? await db
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', agencyId as string)
          .where('accountType', '=', 'AGENCY')
          .executeTakeFirst()
      : undefined;
    if (!agency) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
    return agency.id as string;
  }
  if (principal.accountType === 'AGENCY') {
    if (value.agencyId && value.agencyId !== principal.accountId)
      throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
    return principal.accountId;
  }
  throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
}

/** `to_char(column, 'YYYY-MM-DD')`: a date column as the API shows it, the same on both databases. */
export const dayColumn = (column: string, as: string) =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(as);

/** numeric money columns as JSON numbers. */
export const moneyColumn = (column: string, as: string) => sql<number | null>`${sql.ref(column)}::float8`.as(as);
