import type { ColumnType, Generated } from 'kysely';
import type { Day, Timestamp } from '../../src/server/db/columnTypes';

/** The policies' payments and the accounts' saved payment methods (migration.ts, savedMethodsMigration.ts). */
export interface PolicyTransactionsTable {
  id: Generated<string>;
  policyId: string;
  transactionId: string;
  invoiceNumber: string;
  status: string;
  paymentMethod: string;
  processorName: string;
  /** numeric(17,2): the driver reads a string. */
  amountPaid: ColumnType<string, number | string, number | string>;
  paymentDate: Day;
  paymentDesc: string | null;
  lastFour: string | null;
  cardType: string | null;
  bankName: string | null;
  failure: string | null;
  isDownPayment: Generated<boolean>;
  payerUserId: string | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface SavedPaymentMethodsTable {
  id: Generated<string>;
  accountId: string;
  userId: string | null;
  processorName: string;
  tokenId: string;
  title: string;
  type: string;
  lastFour: string;
  cardType: string | null;
  bankName: string | null;
  created: Generated<Date>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    policyTransactions: PolicyTransactionsTable;
    savedPaymentMethods: SavedPaymentMethodsTable;
  }
}
