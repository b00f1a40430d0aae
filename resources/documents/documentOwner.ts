/**
 * The client account and agency an upload or an update names (spec 001 §6): the account must be one the caller
 * sees by the one client-record rule; staff may pick an agency or leave it blank (the document is then for
 * staff only); everyone else gets the client's agency (or, without a client, an agency user its own agency), and
 * a body naming another agency is refused.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import { FOREIGN_AGENCY_RECORD, SELECT_AGENCY } from '../../src/server/tenancy/agencyOwned';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { ACCOUNT_NOT_VISIBLE } from './messages';
import { UUID } from './documentRows';
import type { Database } from '../../src/server/db/tables';

export interface DocumentOwner {
  accountId: string | null;
  agencyId: string | null;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

async function staffAgency(db: Kysely<Database>, agencyId: unknown): Promise<string | null> {
  if (blank(agencyId)) return null;
  const agency =
    typeof agencyId === 'string' && UUID.test(agencyId)
      ? await db
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', agencyId)
          .where('accountType', '=', 'AGENCY')
          .executeTakeFirst()
      : undefined;
  if (!agency) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
  return String(agency.id);
}

export async function documentOwner(
  db: Kysely<Database>,
  principal: Principal,
  body: { accountId?: unknown; agencyId?: unknown },
): Promise<DocumentOwner> {
  let accountId = blank(body.accountId) ? null : body.accountId;
  if (accountId === null && principal.accountType === 'CUSTOMER') accountId = principal.accountId;
  const client =
    accountId === null
      ? undefined
      : await visibleClientAccount(db, principal, accountId, { message: ACCOUNT_NOT_VISIBLE });
  if (isStaff(principal)) return { accountId: client?.id ?? null, agencyId: await staffAgency(db, body.agencyId) };
  const agencyId = client ? client.agencyId : principal.accountType === 'AGENCY' ? principal.accountId : undefined;
  if (agencyId === undefined) throw invalid([{ field: 'accountId', detail: ACCOUNT_NOT_VISIBLE }]);
  if (!blank(body.agencyId) && body.agencyId !== agencyId)
    throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY_RECORD }]);
  return { accountId: client?.id ?? null, agencyId };
}
