import type { Generated } from 'kysely';
import type { Timestamp } from '../../../src/server/db/columnTypes';

/** An account's billing contacts (migration.ts), added to `Database`. */
export interface BillingContactsTable {
  id: Generated<string>;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../../src/server/db/tables' {
  interface Database {
    billingContacts: BillingContactsTable;
  }
}
