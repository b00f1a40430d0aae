/**
 * The role editor's call beyond CRUD, a data provider method:
 *
 *   permissionMap()   GET {roles}/permissions/map   every permission the API knows, grouped by area
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import { rolesResource } from './declaration';

export const roleMethods = defineDataProviderMethods(({ httpClient }) => ({
  permissionMap: async (): Promise<Record<string, string[]>> =>
    (await httpClient(`${rolesResource.apiBase}/permissions/map`)).json as Record<string, string[]>,
}));

export const useRoleCalls = () => useDataProvider<DataProviderWith<typeof roleMethods>>();
