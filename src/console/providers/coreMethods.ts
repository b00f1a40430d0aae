/**
 * The platform's calls beyond CRUD, for any resource:
 *
 *   lifecycle(resource)                       GET  {apiBase}/statuses          the published machine
 *   act(resource, {id, path, method, data})   {method} {apiBase}{path}         one lifecycle action, `:id` → id
 *   download(path, {fileName, accept, data})  GET  {path} (POST with data), as bytes, saved: a file of the API
 *   bytes(path)                               GET  {path}, as bytes            an image; null when there is none
 *   history(resource, id)                     GET  {apiBase}/{id}/history      a record's history
 *   revertHistory(resource, id, entryId)      POST {apiBase}/{id}/history/{entryId}/revert
 */
import { saveFile, fileNameOf } from '../export/saveFile';
import type { HistoryEntry } from '../../shared/api/history';
import { relativePath, type PublishedMachine } from '../lifecycle/machine';
import { defineDataProviderMethods } from './methods';

const recordPath = (apiBase: string, id: string | number): string => `${apiBase}/${encodeURIComponent(String(id))}`;

export interface ActParams {
  id: string;
  /** The action's path, full (`/api/quote/v1/uw/refer/:id`) or under the resource's API (`/uw/refer/:id`). */
  path: string;
  method: string;
  data: Record<string, unknown>;
}

export interface DownloadParams {
  /** The name to save under when the answer names none (Content-Disposition). */
  fileName: string;
  /** What the file is, e.g. application/pdf; any type by default. */
  accept?: string;
  /** A body for a file made to order (e.g. a certificate with its holder): sent as JSON with POST. */
  data?: Record<string, unknown>;
}

export const coreMethods = defineDataProviderMethods(({ httpClient, apiBaseOf }) => ({
  lifecycle: async (resource: string, params: { signal?: AbortSignal } = {}): Promise<PublishedMachine> =>
    (await httpClient(`${apiBaseOf(resource)}/statuses`, { signal: params.signal })).json as PublishedMachine,

  act: async (resource: string, { id, path, method, data }: ActParams): Promise<unknown> => {
    const apiBase = apiBaseOf(resource);
    const url = `${apiBase}${relativePath(apiBase, path).replace(':id', encodeURIComponent(id))}`;
    return (await httpClient(url, { method, body: JSON.stringify(data) })).json;
  },

  /** Saves the file; answers the name it was saved under. */
  download: async (path: string, { fileName, accept = '*/*', data }: DownloadParams): Promise<string> => {
    const request = data === undefined ? {} : { method: 'POST', body: JSON.stringify(data) };
    const { headers, blob } = await httpClient(path, { ...request, as: 'blob', headers: { Accept: accept } });
    const name = fileNameOf(headers.get('content-disposition'), fileName);
    saveFile(blob ?? new Blob([]), name);
    return name;
  },

  bytes: async (path: string): Promise<Blob | null> => {
    const { status, blob } = await httpClient(path, { as: 'blob', cache: 'no-store' });
    return status === 200 && blob ? blob : null;
  },

  history: async (resource: string, id: string | number): Promise<HistoryEntry[]> =>
    (await httpClient(`${recordPath(apiBaseOf(resource), id)}/history`)).json as HistoryEntry[],

  revertHistory: async (resource: string, id: string | number, entryId: string): Promise<Record<string, unknown>> =>
    (
      await httpClient(`${recordPath(apiBaseOf(resource), id)}/history/${encodeURIComponent(entryId)}/revert`, {
        method: 'POST',
      })
    ).json as Record<string, unknown>,
}));
