/** The account lookup call (lookup/lookupRoute.ts), a data provider method. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { accountsResource } from '../declaration';

export interface FoundCompany {
  cbid: string;
  name: string;
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: string;
  phone: string | null;
  /** The caller's client account for this company, when there is one. */
  accountId: string | null;
}

/** Spec 001 §9: the account name lookup shows 10 rows. */
export const LOOKUP_ROWS = 10;

export const lookupMethods = defineDataProviderMethods(({ httpClient }) => ({
  lookupCompanies: async (name: string, state: string | undefined, signal?: AbortSignal): Promise<FoundCompany[]> => {
    const query = new URLSearchParams({ name, size: String(LOOKUP_ROWS) });
    if (state) query.set('state', state);
    return (
      (await httpClient(`${accountsResource.apiBase}/lookup?${query}`, { signal })).json as { content: FoundCompany[] }
    ).content;
  },
}));

export const useLookupCalls = () => useDataProvider<DataProviderWith<typeof lookupMethods>>();
