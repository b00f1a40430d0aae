/** The API activity page's calls, as data provider methods. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import { API_ACTIVITY_API } from '../declaration';
import type { ApiCall } from '../keysMethods';

export interface ActivityTotals {
  totalCalls: number;
  successfulCalls: number;
  failedCalls: number;
  averageDurationMs: number | null;
  lastCall: string | null;
  keys: { keyId: string; keyName: string; calls: number }[];
}
export interface ActivityDay {
  date: string;
  calls: number;
  errors: number;
}
/** A call as the activity search answers it: the key's call and the key's name. */
export type ActivityCall = ApiCall & { keyName: string };

/** The period's first day (UTC, YYYY-MM-DD) for the last `days` days, today included. */
export const periodStart = (days: number, now = new Date()): string =>
  new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);

export const activityMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** The stats and the calls per day of the organisation's keys over the last `days` days (`/agg/stats`, `/graph`). */
  activitySummary: async (days: number): Promise<{ totals: ActivityTotals; days: ActivityDay[] }> => {
    const period = `from=${periodStart(days)}`;
    const [stats, graph] = await Promise.all([
      httpClient(`${API_ACTIVITY_API}/agg/stats?${period}`),
      httpClient(`${API_ACTIVITY_API}/graph?${period}`),
    ]);
    return { totals: stats.json as ActivityTotals, days: (graph.json as { days: ActivityDay[] }).days };
  },

  /** One page of the calls (`/search`, newest first) since the period's first day. */
  activityCalls: async (
    days: number,
    page: number,
    size: number,
  ): Promise<{ content: ActivityCall[]; totalElements: number }> => {
    const since = encodeURIComponent(`${periodStart(days)}T00:00:00Z`);
    const answer = await httpClient(
      `${API_ACTIVITY_API}/search?page=${page}&size=${size}&sort=created,desc&f[created][after]=${since}`,
    );
    return answer.json as { content: ActivityCall[]; totalElements: number };
  },
}));

export const useActivityCalls = () => useDataProvider<DataProviderWith<typeof activityMethods>>();
