import type { Generated } from 'kysely';
import type { Json } from '../../src/server/db/columnTypes';

/** A policy's accepted financing (migration.ts), added to `Database`. */
export interface PolicyFinancingTable {
  id: Generated<string>;
  policyId: string;
  financeQuoteNumber: string;
  terms: Json;
  signature: string;
  email: string | null;
  acceptedBy: string | null;
  created: Generated<Date>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    policyFinancing: PolicyFinancingTable;
  }
}
