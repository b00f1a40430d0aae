import type { Generated } from 'kysely';
import type { Json } from '../../src/server/db/columnTypes';

/** A policy's accepted financing (migration.ts), added to `Database`. */
export interface PolicyFinancingTable {
  id: Generated<string>;
  policyId: string;
  financeQuoteNumber: string | null;
  terms: Json;
  signature: string | null;
  email: string | null;
  acceptedBy: string | null;
  created: Generated<Date>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    policyFinancing: PolicyFinancingTable;
  }
}
