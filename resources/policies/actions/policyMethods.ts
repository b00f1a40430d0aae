/** The policy actions' call of their own: the cancellation reasons (GET /api/policy/v1/reasons). */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { policiesResource } from '../declaration';

export const policyMethods = defineDataProviderMethods(({ httpClient }) => ({
  policyCancelReasons: async (): Promise<string[]> =>
    (await httpClient(`${policiesResource.apiBase}/reasons`)).json as string[],
}));

export const usePolicyCalls = () => useDataProvider<DataProviderWith<typeof policyMethods>>();
