/**
 * The organisations' members (membershipRoutes.ts), data provider methods shared by every organisation type; each
 * names its type's resource:
 *
 *   organisationMembers(resource, id)                    GET    {apiBase}/{id}/members
 *   addOrganisationMember(resource, id, member)          POST   {apiBase}/{id}/members   the member in its type's field
 *   removeOrganisationMember(resource, id, memberId)     DELETE {apiBase}/{id}/members/{memberId}
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import type { Member } from './membership';

export const organisationMethods = defineDataProviderMethods(({ httpClient, apiBaseOf }) => {
  const membersPath = (resource: string, id: string) => `${apiBaseOf(resource)}/${encodeURIComponent(id)}/members`;
  return {
    organisationMembers: async (resource: string, id: string): Promise<Member[]> =>
      ((await httpClient(membersPath(resource, id))).json as { content: Member[] }).content,

    addOrganisationMember: async (
      resource: string,
      id: string,
      member: Record<string, string | undefined>,
    ): Promise<void> => {
      await httpClient(membersPath(resource, id), { method: 'POST', body: JSON.stringify(member) });
    },

    removeOrganisationMember: async (resource: string, id: string, memberId: string): Promise<void> => {
      await httpClient(`${membersPath(resource, id)}/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
    },
  };
});

export const useOrganisationCalls = () => useDataProvider<DataProviderWith<typeof organisationMethods>>();
