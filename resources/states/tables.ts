import type { Generated } from 'kysely';
import type { Computed, Timestamp } from '../../src/server/db/columnTypes';

/** The states and provinces of each country (migration.ts), added to `Database`. */
export interface StatesTable {
  id: Generated<string>;
  country: string;
  stateName: string;
  stateNameAbbrv: string;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    states: StatesTable;
  }
}
