import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../src/server/db/columnTypes';

/** The commission payouts and each agency's payout settings (migration.ts), added to `Database`. */
export interface CommissionPaymentsTable {
  id: Generated<string>;
  agencyId: string;
  /** numeric(14,2): the driver reads a string. */
  commissionsAmount: ColumnType<string, number | string, number | string>;
  description: string;
  token: string | null;
  createdBy: string | null;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

export interface AgencyCommissionSettingsTable {
  agencyId: string;
  payoutsPaused: Generated<boolean>;
  bank: Json | null;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    commissionPayments: CommissionPaymentsTable;
    agencyCommissionSettings: AgencyCommissionSettingsTable;
  }
}
