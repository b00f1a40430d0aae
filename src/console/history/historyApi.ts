import type { HttpClient } from '../providers/httpClient';
import type { ResourceDeclaration } from '../../shared/resources/declaration';

import type { HistoryEntry } from '../../shared/api/history';

/** RecordHistory reads the entry type from here. */
export type { HistoryEntry };

const recordPath = (declaration: ResourceDeclaration, id: string | number) =>
  `${declaration.apiBase}/${encodeURIComponent(String(id))}`;

/** The two history calls every resource offers (`GET …/{id}/history`, `POST …/{id}/history/{entry}/revert`). */
export const historyApi = (httpClient: HttpClient) => ({
  async list(declaration: ResourceDeclaration, id: string | number): Promise<HistoryEntry[]> {
    const { json } = await httpClient(`${recordPath(declaration, id)}/history`);
    return json as HistoryEntry[];
  },
  async revert(
    declaration: ResourceDeclaration,
    id: string | number,
    entryId: string,
  ): Promise<Record<string, unknown>> {
    const { json } = await httpClient(`${recordPath(declaration, id)}/history/${encodeURIComponent(entryId)}/revert`, {
      method: 'POST',
    });
    return json as Record<string, unknown>;
  },
});

/** How a value shows in the diff table: empty as a dash, objects as JSON. */
export const showValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};
