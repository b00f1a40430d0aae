import { httpClient } from '../../src/console/providers/instances';
import { API_ACTIVITY_API, apiKeysResource } from './declaration';

/** PUT /api/auth/v1/api/regenerate/{keyId}: the key with its new secret (the old one stops at once). */
export const regenerateKey = async (id: string, version: number): Promise<{ secret: string }> =>
  (await httpClient(`${apiKeysResource.apiBase}/regenerate/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify({ version }) })).json as { secret: string };

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

/** The last 30 days of one key's calls: the totals and the latest page. */
export async function fetchKeyActivity(keyId: string): Promise<{ stats: ActivityStats; calls: ApiCall[] }> {
  const [stats, calls] = await Promise.all([
    httpClient(`${API_ACTIVITY_API}/agg/stats?keyId=${encodeURIComponent(keyId)}`),
    httpClient(`${API_ACTIVITY_API}/search?size=20&sort=created,desc&f[keyId][in]=${encodeURIComponent(keyId)}`),
  ]);
  return { stats: stats.json as ActivityStats, calls: (calls.json as { content: ApiCall[] }).content };
}
