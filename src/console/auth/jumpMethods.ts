/**
 * Staff's jump into an account (spec 000 §4 "Jump and switch"), a platform method of the data provider:
 *
 *   jumpToken(accountId)   POST /api/auth/v1/jump/{accountId}/jtoken   a one-time token entering that account
 */
import { defineDataProviderMethods } from '../providers/methods';

export const jumpMethods = defineDataProviderMethods(({ httpClient }) => ({
  jumpToken: async (accountId: string): Promise<{ token: string; accountName: string }> =>
    (await httpClient(`/api/auth/v1/jump/${encodeURIComponent(accountId)}/jtoken`, { method: 'POST' })).json as {
      token: string;
      accountName: string;
    },
}));
