import type { Generated } from 'kysely';
import type { Computed, Timestamp } from '../../src/server/db/columnTypes';

/** The feedback table (migration.ts), added to `Database`. */
export interface FeedbackTable {
  id: Generated<string>;
  category: string;
  feedbackText: string;
  permissionToShare: Generated<boolean>;
  priority: Generated<string>;
  userId: string | null;
  accountId: string;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    feedback: FeedbackTable;
  }
}
