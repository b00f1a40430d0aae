import type { Generated } from 'kysely';
import type { Computed, Timestamp } from '../../../../../src/server/db/columnTypes';

/** The notes' table (migration.ts), added to `Database` as a resource folder adds its own. */
export interface ClientNotesTable {
  id: Generated<string>;
  accountId: string;
  text: string;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../../../../src/server/db/tables' {
  interface Database {
    clientNotes: ClientNotesTable;
  }
}
