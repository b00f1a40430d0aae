import type { ColumnType } from 'kysely';
import type { Computed, Json, TimestampOrNull } from '../../src/server/db/columnTypes';

/** The firmographic directory the lookup searches (lookup/migration.ts), added to `Database`. */
export interface FirmographicDirectoryTable {
  cbid: string;
  name: string;
  address1: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  country: ColumnType<string, string | undefined, string>;
  phone: string | null;
  naicsCode: number | null;
  /** bigint: the driver reads a string. */
  revenue: ColumnType<string | number | null, number | string | null | undefined, number | string | null>;
  employees: number | null;
  domainName: string | null;
  nameSearch: Computed<string>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    firmographicDirectory: FirmographicDirectoryTable;
  }
  /** The accounts' columns added by the actions' migrations (actions/migration.ts, ownActions/migration.ts). */
  interface AccountsTable {
    declination: Json | null;
    agentEmail: string | null;
    agentFirstName: string | null;
    agentLastName: string | null;
    agentPhone: string | null;
    myAgencyId: string | null;
    securityScan: Json | null;
    scannedAt: TimestampOrNull;
    noPrimaryDomain: Json | null;
  }
}
