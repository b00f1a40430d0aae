import type { Generated } from 'kysely';
import type { Timestamp } from '../../src/server/db/columnTypes';

/** The uploaded documents (migration.ts), added to `Database`. */
export interface DocumentsTable {
  id: Generated<string>;
  accountId: string | null;
  agencyId: string | null;
  docType: string;
  docName: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  temp: Generated<boolean>;
  productType: string | null;
  submissionId: string | null;
  uploadedBy: string | null;
  created: Generated<Date>;
  modified: Timestamp;
}

declare module '../../src/server/db/tables' {
  interface Database {
    documents: DocumentsTable;
  }
}
