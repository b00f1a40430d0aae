/** The API keys' calls beyond CRUD, as data provider methods: a key's new secret and its activity. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../src/console/providers/methods';
import { API_ACTIVITY_API, apiKeysResource } from './declaration';

export interface ActivityStats {
  totalCalls: number;
  successfulCalls: number;
  failedCalls: number;
  averageDurationMs: number | null;
  lastCall: string | null;
}

export interface ApiCall {
  id: string;
  method: string;
  path: string;
  statusCode: number;
  durationMs: number;
  created: string;
}

export const keysMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** PUT /api/auth/v1/api/regenerate/{keyId}: the key with its new secret (the old one stops at once). */
  regenerateKey: async (id: string, version: number): Promise<{ secret: string }> =>
    (
      await httpClient(`${apiKeysResource.apiBase}/regenerate/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: JSON.stringify({ version }),
      })
    ).json as { secret: string },

  /** The last 30 days of one key's calls: the totals and the latest page. */
  keyActivity: async (keyId: string): Promise<{ stats: ActivityStats; calls: ApiCall[] }> => {
    const [stats, calls] = await Promise.all([
      httpClient(`${API_ACTIVITY_API}/agg/stats?keyId=${encodeURIComponent(keyId)}`),
      httpClient(`${API_ACTIVITY_API}/search?size=20&sort=created,desc&f[keyId][in]=${encodeURIComponent(keyId)}`),
    ]);
    return { stats: stats.json as ActivityStats, calls: (calls.json as { content: ApiCall[] }).content };
  },
}));

export const useKeysCalls = () => useDataProvider<DataProviderWith<typeof keysMethods>>();
