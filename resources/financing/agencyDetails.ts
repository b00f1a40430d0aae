/**
 * "Agency Details Missing. Please contact your agent or support." (spec 002 §8): a plan cannot start when the
 * policy's agency lacks its name, address, city, state or zip. The state is not asked of regions without states
 * (the UK). The agency is read by the id on a policy the caller may already see; only its completeness is told.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/tables';
import { ApiError } from '../../src/server/http/apiError';
import type { Region } from '../../src/shared/region/regions';
import { AGENCY_DETAILS_MISSING } from './messages';

const blank = (value: string | null | undefined) => !value || !value.trim();

export async function requireAgencyDetails(db: Kysely<Database>, agencyId: unknown, region: Region): Promise<void> {
  const agency =
    typeof agencyId === 'string'
      ? await db
          .selectFrom('accounts')
          .select(['name', 'address1', 'city', 'state', 'zipCode'])
          .where('id', '=', agencyId)
          .executeTakeFirst()
      : undefined;
  const missing =
    !agency ||
    [agency.name, agency.address1, agency.city, agency.zipCode, ...(region === 'UK' ? [] : [agency.state])].some(blank);
  if (missing) throw new ApiError(409, AGENCY_DETAILS_MISSING);
}
