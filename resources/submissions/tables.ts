import type { Generated } from 'kysely';
import type { Computed, DayOrNull, Json, Money, Timestamp } from '../../src/server/db/columnTypes';

/** The submissions table (migration.ts), added to `Database`. */
export interface SubmissionsTable {
  id: Generated<string>;
  accountId: string;
  agencyId: string;
  submissionNumber: string;
  msgId: string | null;
  status: string;
  operationalStatus: string | null;
  assignee: string | null;
  confidenceScores: Json | null;
  expiryDate: DayOrNull;
  isRenewal: Generated<boolean>;
  quotedPremium: Money;
  declinationReason: string | null;
  declinationReasonDescription: string | null;
  fillInDeclinationReason: string | null;
  lostReason: string | null;
  lostReasonDescription: string | null;
  fillInLostReason: string | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
  searchText: Computed<string>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    submissions: SubmissionsTable;
  }
}
