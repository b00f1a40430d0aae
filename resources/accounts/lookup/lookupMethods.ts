/** The account lookup call (lookup/lookupRoute.ts), a data provider method. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { accountsResource } from '../declaration';
import type { Company } from './lookupSource';

/** A company the lookup answers (`lookupRoute.ts`): the directory's record, and the caller's client account for it. */
export type FoundCompany = Company & {
  /** The caller's client account for this company, when there is one. */
  accountId: string | null;
};

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
