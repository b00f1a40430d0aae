import type { Generated } from 'kysely';
import type { Timestamp, TimestampOrNull } from '../../../src/server/db/columnTypes';

/** Broker-of-record requests (migration.ts), added to `Database`. */
export interface PolicyBorRequestsTable {
  id: Generated<string>;
  policyId: string;
  accountId: string;
  fromAgencyId: string | null;
  toAgencyId: string;
  agentEmail: string | null;
  effectiveDate: string;
  note: string | null;
  status: Generated<string>;
  requestedBy: string | null;
  decidedBy: string | null;
  decidedAt: TimestampOrNull;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../../src/server/db/tables' {
  interface Database {
    policyBorRequests: PolicyBorRequestsTable;
  }
}
