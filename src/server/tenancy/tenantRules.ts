import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { STAFF_ACCOUNT_TYPE } from '../../shared/accountTypes';
import type { Principal } from '../auth/principal';

const NOTHING = sql<SqlBool>`false`;
const EVERYTHING = sql<SqlBool>`true`;

export const isStaff = (principal: Principal): boolean => principal.accountType === STAFF_ACCOUNT_TYPE;

/**
 * Who sees which client account: provider staff every one, an agency the accounts it manages, a
 * policyholder its own account, every other organisation none (until its own rules are declared).
 */
export function clientAccountScope(principal: Principal, columns: { id: string; agencyId: string }) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return EVERYTHING;
    if (principal.accountType === 'AGENCY') return eb(eb.ref(columns.agencyId), '=', principal.accountId);
    if (principal.accountType === 'CUSTOMER') return eb(eb.ref(columns.id), '=', principal.accountId);
    return NOTHING;
  };
}
