import type { Generated } from 'kysely';
import type { Computed, Day, DayOrNull, Json, Timestamp } from '../../src/server/db/columnTypes';

/** The claim files and their items (migration.ts), added to `Database`. */
export interface ClaimFilesTable {
  id: Generated<string>;
  accountId: string;
  policyId: string | null;
  claimId: string | null;
  claimNumber: string | null;
  hasClaimNumber: Computed<boolean>;
  incidentType: string;
  status: Generated<string>;
  severity: Generated<string>;
  litigationStatus: Generated<string>;
  reportedDate: Day;
  incidentDate: DayOrNull;
  closedDate: DayOrNull;
  isThereAnotherClaim: Generated<boolean>;
  handlerId: string | null;
  description: Generated<string>;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface ClaimFileItemsTable {
  id: Generated<string>;
  claimFileId: string;
  kind: string;
  data: Json<Record<string, unknown>>;
  createdBy: string;
  created: Generated<Date>;
  modified: Timestamp;
}

declare module '../../src/server/db/tables' {
  interface Database {
    claimFiles: ClaimFilesTable;
    claimFileItems: ClaimFileItemsTable;
  }
}
