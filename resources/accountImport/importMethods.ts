/**
 * The bulk upload's calls, methods of the data provider:
 *
 *   uploadAccounts({file, tags, redAccounts, agencyId})   POST {BULK_UPLOAD}, multipart           the queued job
 *   importJob(id)                                         GET  {BULK_UPLOAD}/{id}                 its progress
 *   refusedRows(id, page, size)                           GET  {BULK_UPLOAD}/{id}/errors?page=&size=
 *
 * The template and the invalid rows are files, saved with the core `download`.
 */
import { defineDataProviderMethods } from '../../src/console/providers/methods';
import { BULK_UPLOAD, type ImportJobAnswer, type RefusedRowsPage } from './wire';

export interface UploadForm {
  file: File;
  tags: string;
  redAccounts: boolean;
  agencyId?: string;
}

const jobPath = (id: string): string => `${BULK_UPLOAD}/${encodeURIComponent(id)}`;

export const importMethods = defineDataProviderMethods(({ httpClient }) => ({
  /** The form goes as multipart (the browser writes the boundary). */
  uploadAccounts: async (form: UploadForm): Promise<ImportJobAnswer> => {
    const body = new FormData();
    body.append('file', form.file, form.file.name);
    body.append('tags', form.tags);
    body.append('redAccounts', String(form.redAccounts));
    if (form.agencyId) body.append('agencyId', form.agencyId);
    return (await httpClient(BULK_UPLOAD, { method: 'POST', body })).json as ImportJobAnswer;
  },

  importJob: async (id: string): Promise<ImportJobAnswer> => (await httpClient(jobPath(id))).json as ImportJobAnswer,

  refusedRows: async (id: string, page: number, size: number): Promise<RefusedRowsPage> =>
    (await httpClient(`${jobPath(id)}/errors?${new URLSearchParams({ page: String(page), size: String(size) })}`))
      .json as RefusedRowsPage,
}));

/** Where the files are, for the core `download`. */
export const templatePath = `${BULK_UPLOAD}/template`;
export const invalidRowsPath = (id: string): string => `${jobPath(id)}/invalid-rows`;
