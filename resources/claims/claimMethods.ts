/**
 * The claim form's call beyond CRUD, a data provider method (an existing claim is updated and read back with the
 * data provider's `update` and `getOne`):
 *
 *   createClaim(answers)   POST /api/policy/v1/claim   the spec's address of a new claim (routes.ts)
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import { CLAIM_FILING_PATH } from './declaration';

export const claimMethods = defineDataProviderMethods(({ httpClient }) => ({
  createClaim: async (answers: Record<string, unknown>): Promise<{ id: string }> =>
    (await httpClient(CLAIM_FILING_PATH, { method: 'POST', body: JSON.stringify(answers) })).json as { id: string },
}));

export const useClaimCalls = () => useDataProvider<DataProviderWith<typeof claimMethods>>();
