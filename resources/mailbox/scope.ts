import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { isStaff } from '../../src/server/tenancy/tenantRules';

/** Organisations a thread can be assigned to: an agency (with a team) or an MSSP (no team; spec 001 §6). */
export const ASSIGNABLE_TYPES = ['AGENCY', 'MSSP'] as const;

/**
 * Who sees a message: provider staff every one; an agency or MSSP user the threads assigned to its
 * organisation; a team-realm user (Agent) only those assigned to one of its teams or to itself. Nobody else.
 */
export function mailboxScope(principal: Principal) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return sql<SqlBool>`true`;
    if (!(ASSIGNABLE_TYPES as readonly string[]).includes(principal.accountType)) return sql<SqlBool>`false`;
    const own = eb(eb.ref('mailboxMessages.agencyId'), '=', principal.accountId);
    if (principal.realm !== 'TEAM') return own;
    const mine = [eb(eb.ref('mailboxMessages.agentUserId'), '=', principal.userId)];
    if (principal.teamIds.length > 0) mine.push(eb(eb.ref('mailboxMessages.teamId'), 'in', principal.teamIds));
    return eb.and([own, eb.or(mine)]);
  };
}
