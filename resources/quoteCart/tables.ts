import type { ColumnType, Generated } from 'kysely';
import type { Computed, Json, Timestamp } from '../../src/server/db/columnTypes';

/** The agency's quote cart (migration.ts), added to `Database`. */
export interface QuoteCartEntriesTable {
  id: Generated<string>;
  accountId: string;
  agencyId: string;
  product: string;
  quoteNumber: string;
  presetName: string | null;
  calculator: Json;
  rating: Json;
  ratingVersion: string;
  /** numeric(14,2): the driver reads a string. */
  totalPremium: ColumnType<string, number | string, number | string>;
  referToUnderwriter: Generated<boolean>;
  calculatorGeneratedData: Json;
  createdBy: string | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
  searchText: Computed<string>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    quoteCartEntries: QuoteCartEntriesTable;
  }
}
