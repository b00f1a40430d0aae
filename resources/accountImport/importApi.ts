/** The bulk upload's calls, over the console's one HTTP client (bearer token, refresh, HttpError). */
import { httpClient } from '../../src/console/providers/instances';
import { fileNameOf, saveFile } from '../../src/console/export/saveFile';

export const BULK_UPLOAD = '/api/account/v1/account/bulk-upload';

export type ImportStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

export interface ImportJob {
  id: string;
  fileName: string;
  tags: string[];
  redAccounts: boolean;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  importedRows: number;
  invalidRows: number;
  failure: string | null;
}

export interface RefusedRow {
  row: number;
  cells: Record<string, string>;
  errors: { field: string; column: string; detail: string }[];
}

export const isRunning = (job: ImportJob | undefined) => !job || job.status === 'QUEUED' || job.status === 'RUNNING';

/** POST the form (multipart: the browser writes the boundary); answers the queued job. */
export async function uploadAccounts(form: {
  file: File;
  tags: string;
  redAccounts: boolean;
  agencyId?: string;
}): Promise<ImportJob> {
  const body = new FormData();
  body.append('file', form.file, form.file.name);
  body.append('tags', form.tags);
  body.append('redAccounts', String(form.redAccounts));
  if (form.agencyId) body.append('agencyId', form.agencyId);
  return (await httpClient(BULK_UPLOAD, { method: 'POST', body })).json as ImportJob;
}

export const fetchJob = async (id: string): Promise<ImportJob> =>
  (await httpClient(`${BULK_UPLOAD}/${encodeURIComponent(id)}`)).json as ImportJob;

export const fetchRefusedRows = async (
  id: string,
  page: number,
  size: number,
): Promise<{ content: RefusedRow[]; totalElements: number }> =>
  (
    await httpClient(
      `${BULK_UPLOAD}/${encodeURIComponent(id)}/errors?${new URLSearchParams({ page: String(page), size: String(size) })}`,
    )
  ).json as { content: RefusedRow[]; totalElements: number };

/** Saves a CSV the API answers as the file it names. */
async function saveCsv(path: string, fallback: string): Promise<void> {
  const response = await httpClient(path, { headers: { accept: 'text/csv' } });
  saveFile(
    new Blob([response.body], { type: 'text/csv;charset=utf-8' }),
    fileNameOf(response.headers.get('content-disposition'), fallback),
  );
}

export const downloadInvalidRows = (id: string) =>
  saveCsv(`${BULK_UPLOAD}/${encodeURIComponent(id)}/invalid-rows`, 'invalid-rows.csv');
export const downloadTemplate = () => saveCsv(`${BULK_UPLOAD}/template`, 'accounts-template.csv');
