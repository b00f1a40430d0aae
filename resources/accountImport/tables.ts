import type { Generated } from 'kysely';
import type { Json, Timestamp, TimestampOrNull } from '../../src/server/db/columnTypes';

/** The import jobs and their rows (migration.ts), added to `Database`. */
export interface AccountImportsTable {
  id: Generated<string>;
  organisationId: string;
  userId: string | null;
  claims: Json;
  agencyId: string | null;
  fileName: string;
  file: Buffer | null;
  header: Json<string[]>;
  tags: Json<string[]>;
  redAccounts: Generated<boolean>;
  status: Generated<string>;
  totalRows: number;
  processedRows: Generated<number>;
  importedRows: Generated<number>;
  invalidRows: Generated<number>;
  runner: string | null;
  leaseUntil: TimestampOrNull;
  failure: string | null;
  created: Generated<Date>;
  modified: Timestamp;
  finished: TimestampOrNull;
}

export interface AccountImportRowsTable {
  jobId: string;
  rowNumber: number;
  cells: Json<string[]>;
  errors: Json;
}

declare module '../../src/server/db/tables' {
  interface Database {
    accountImports: AccountImportsTable;
    accountImportRows: AccountImportRowsTable;
  }
}
