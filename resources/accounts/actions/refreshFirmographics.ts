/**
 * Refresh firmographic data (spec 001 §2 account dialog, §8 "Data Refreshed Successfully!"; path not shown,
 * decided): the account's name, address and phone are read again from the lookup source by its cbid (the local
 * firmographic directory, see lookup/lookupSource.ts). An account with no cbid, or one the directory no longer
 * knows, is refused (400 naming `cbid`). A declared action: the history entry shows what changed.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { invalid } from '../../../src/server/http/apiError';
import { normalisePhoneFields } from '../../../src/shared/region/phoneNumbers';
import type { Region } from '../../../src/shared/region/regions';
import { accountsResource } from '../declaration';
import { localDirectory } from '../lookup/lookupSource';
import { emptyBody } from './bodies';

export const NO_CBID = 'This account has no company identifier (CBID) to refresh its data from.';
export const UNKNOWN_CBID = 'The company of this account is no longer found by the lookup.';

export const REFRESH_FIRMOGRAPHICS: ResourceAction = {
  name: 'refresh-firmographics',
  method: 'PUT',
  path: '/:id/firmographics/refresh',
  permission: accountsResource.permissions.update,
  body: emptyBody,
  effect: async ({ trx, record }) => {
    if (typeof record.cbid !== 'string' || !record.cbid) throw invalid([{ field: 'cbid', detail: NO_CBID }]);
    const company = await localDirectory(trx).byCbid(record.cbid);
    if (!company) throw invalid([{ field: 'cbid', detail: UNKNOWN_CBID }]);
    const refreshed = {
      name: company.name,
      address1: company.address1,
      city: company.city,
      state: company.state,
      zipCode: company.zipCode,
      phone: company.phone,
    };
    return {
      ...refreshed,
      ...normalisePhoneFields(refreshed, ['phone'], (record.country as Region | undefined) ?? 'US'),
    };
  },
};
