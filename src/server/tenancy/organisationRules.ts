import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Principal } from '../auth/principal';
import { invalid } from '../http/apiError';
import { isStaff } from './tenantRules';
import type { Database } from '../db/tables';

const NOTHING = sql<SqlBool>`false`;
const EVERYTHING = sql<SqlBool>`true`;

/** Records owned by one organisation column: staff see all, everyone else its own organisation's only. */
export function ownOrganisationScope(principal: Principal, organisationColumn: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    isStaff(principal) ? EVERYTHING : eb(eb.ref(organisationColumn), '=', principal.accountId);
}

/** Agency-owned records (teams): staff see all, an agency its own, other organisations none. */
export function agencyOwnedScope(principal: Principal, agencyColumn: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return EVERYTHING;
    if (principal.accountType === 'AGENCY') return eb(eb.ref(agencyColumn), '=', principal.accountId);
    return NOTHING;
  };
}

/**
 * The organisation a write belongs to: staff name it (it must exist, of an allowed type), everyone else
 * writes into its own and is refused (400 on the field) when the body names another.
 */
export async function owningOrganisation(
  db: Kysely<Database>,
  principal: Principal,
  field: string,
  named: unknown,
  options: { accountTypes?: readonly string[]; message: string; foreignMessage: string; existing?: unknown },
): Promise<string> {
  if (!isStaff(principal)) {
    const own = (options.existing as string | undefined) ?? principal.accountId;
    if (named && named !== own) throw invalid([{ field, detail: options.foreignMessage }]);
    return own;
  }
  if (!named) throw invalid([{ field, detail: options.message }]);
  let query = db
    .selectFrom('accounts')
    .select(['id', 'accountType'])
    .where('id', '=', named as string);
  if (options.accountTypes) query = query.where('accountType', 'in', options.accountTypes);
  if (!(await query.executeTakeFirst())) throw invalid([{ field, detail: options.message }]);
  return named as string;
}
