/**
 * The bulk upload's wire: its address and what its answers carry, one definition for the routes that send them
 * and the console that reads them (the API reference's shapes are in schemas.ts).
 */
export const BULK_UPLOAD = '/api/account/v1/account/bulk-upload';

export type ImportStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** A job as `POST` and `GET {BULK_UPLOAD}/{id}` answer it. */
export interface ImportJobAnswer {
  id: string;
  fileName: string;
  tags: string[];
  redAccounts: boolean;
  agencyId: string | null;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  importedRows: number;
  invalidRows: number;
  failure: string | null;
}

/** One refused row of `GET {BULK_UPLOAD}/{id}/errors`: its number in the file, its cells by column, its errors. */
export interface RefusedRowAnswer {
  row: number;
  cells: Record<string, string>;
  errors: { field: string; column: string; detail: string }[];
}

/** A page of refused rows. */
export interface RefusedRowsPage {
  content: RefusedRowAnswer[];
  totalElements: number;
}

export const isRunning = (job: ImportJobAnswer | undefined) =>
  !job || job.status === 'QUEUED' || job.status === 'RUNNING';
