import type { Generated } from 'kysely';
import type { Computed, Timestamp } from '../../src/server/db/columnTypes';

/** The blacklisted e-mail domains (migration.ts), added to `Database`. */
export interface BlacklistedDomainsTable {
  id: Generated<string>;
  domain: string;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    blacklistedDomains: BlacklistedDomainsTable;
  }
}
