/** The accounts' action calls (resources/accounts/actions) and the choices their dialogs offer, as data provider methods. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { accountsResource } from '../declaration';

export type Choice = { id: string; name: string };

const named = (page: unknown): Choice[] =>
  (page as { content: Choice[] }).content.map(({ id, name }) => ({ id, name }));

export const accountActionsMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** PUT {apiBase}{path}: one account action at its path (the account's id in it). */
  accountAction: async (path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> =>
    (await httpClient(`${accountsResource.apiBase}${path}`, { method: 'PUT', body: JSON.stringify(body) }))
      .json as Record<string, unknown>,
  agencyChoices: async (): Promise<Choice[]> =>
    named((await httpClient('/api/auth/v1/admin/agencies/search?size=100&sort=name,asc')).json),
  agencyTeamChoices: async (agencyId: string): Promise<Choice[]> =>
    named((await httpClient(`/api/auth/v1/teams/agency/${agencyId}`)).json),
}));

export const useAccountActionCalls = () => useDataProvider<DataProviderWith<typeof accountActionsMethods>>();
