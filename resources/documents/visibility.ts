/**
 * Who sees a document (spec 001 §6 "Document upload"): provider staff see every document. Everyone else sees a
 * document only when it names an agency (a document left without one is for staff only) and then
 *   - with a client account: when the one client-record rule shows them that account (the agency's clients,
 *     an agent's teams' clients, a policyholder its own account);
 *   - without one: when it is their own agency's (agency users).
 */
import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { agencyOwnedScope } from '../../src/server/tenancy/agencyOwned';
import { clientRecordScope } from '../../src/server/tenancy/clientRecord';
import { isStaff } from '../../src/server/tenancy/tenantRules';

export function documentScope(principal: Principal) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (isStaff(principal)) return sql<SqlBool>`true`;
    return eb.and([
      eb('documents.agencyId', 'is not', null),
      eb.or([
        eb.and([
          eb('documents.accountId', 'is not', null),
          clientRecordScope(principal, { accountColumn: 'documents.accountId' })(eb),
        ]),
        eb.and([eb('documents.accountId', 'is', null), agencyOwnedScope(principal, 'documents.agencyId')(eb)]),
      ]),
    ]);
  };
}
