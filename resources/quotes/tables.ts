import type { DayOrNull } from '../../src/server/db/columnTypes';

declare module '../../src/server/db/businessTables' {
  /** The quotes' column added by the lifecycle's migration (lifecycle/migration.ts). */
  interface QuotesTable {
    binderExpiresOn: DayOrNull;
  }
}
