/** The calls of the accounts' own actions' dialogs (ownActions/routes.ts, address/validateRoute.ts), as data provider methods. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../../src/console/providers/methods';
import { accountsResource } from '../../declaration';
import type { Choice } from '../../actionsBar/accountActionsMethods';

export interface AccountAgents {
  myAgent: Choice | null;
  interestedAgencies: Choice[];
}

export interface AddressVerdict {
  verified: boolean;
  errorFields: string[];
  localizedErrorFieldNames: string[];
}

export const ownActionsMethods = defineDataProviderMethods(({ httpClient }) => ({
  accountAgents: async (accountId: string): Promise<AccountAgents> =>
    (await httpClient(`${accountsResource.apiBase}/${accountId}/agents`)).json as AccountAgents,
  validateAddress: async (address: Record<string, unknown>): Promise<AddressVerdict> =>
    (await httpClient('/api/account/v1/address/validate', { method: 'POST', body: JSON.stringify(address) }))
      .json as AddressVerdict,
}));

export const useOwnActionCalls = () => useDataProvider<DataProviderWith<typeof ownActionsMethods>>();
