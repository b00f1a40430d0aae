/**
 * A company (cbid) is one client account (spec 001 §4 "New account": the cbid picked in the lookup is kept; "on a
 * 409 conflict the form is reset"). Creating an account for a cbid that already has one is refused with 409 and
 * the spec's agency-conflict text (§8): another agency's client, or already a client of the caller's own agency
 * (someone else's within it). "Brokerage" in the UK and AU.
 */
import type { Kysely } from 'kysely';
import { ApiError } from '../../../src/server/http/apiError';
import type { Region } from '../../../src/shared/region/regions';
import type { Database } from '../../../src/server/db/tables';

export const otherAgencyText = (region: Region) =>
  `The Client is already associated with another ${region === 'US' ? 'Agency' : 'Brokerage'}!`;
export const SAME_AGENCY = 'This Client is already associated with someone else within your Agency!';
export const sameAgencyText = (region: Region) =>
  region === 'US' ? SAME_AGENCY : SAME_AGENCY.replace('Agency', 'Brokerage');

export async function refuseKnownCbid(
  db: Kysely<Database>,
  cbid: unknown,
  agencyId: unknown,
  region: Region,
): Promise<void> {
  if (typeof cbid !== 'string' || cbid === '') return;
  const existing = await db
    .selectFrom('accounts')
    .select('agencyId')
    .where('accountType', '=', 'CUSTOMER')
    .where('cbid', '=', cbid)
    .executeTakeFirst();
  if (!existing) return;
  const detail = existing.agencyId && existing.agencyId === agencyId ? sameAgencyText(region) : otherAgencyText(region);
  throw new ApiError(409, detail, [{ field: 'cbid', detail }]);
}
