import type { Generated } from 'kysely';
import type { Computed, Timestamp } from '../../src/server/db/columnTypes';

/** The NAICS industry codes (migration.ts), added to `Database`. */
export interface IndustryCodesTable {
  id: Generated<string>;
  country: string;
  naicsCode: number;
  primaryIndustry: string;
  secondaryIndustry: string;
  dup: Generated<boolean>;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    industryCodes: IndustryCodesTable;
  }
}
