import commissionPaymentSchema from '../../schemas/records/commissionPayment.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { agencyOwnedScope, moneyColumn, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { commissionsResource } from './declaration';
import * as commissionsMigration from './migration';
import { COMMISSION_PERMISSIONS, grants } from './permissions';
import { registerCommissionRoutes } from './routes';
import type { CommissionPaymentRecord } from '../../src/shared/generated/records';

/** This resource's records are `CommissionPaymentRecord`s (what `storeOf('commissions')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    commissions: CommissionPaymentRecord;
  }
}

const COLUMNS = ['id', 'agencyId', 'description', 'token', 'createdBy', 'created', 'modified', 'version'] as const;

/** Commission payments (the resource's records) and the commission calls (routes.ts). */
export const commissionsServer: ServerResource = {
  schema: commissionPaymentSchema,
  declaration: commissionsResource,
  grants,
  permissions: [...COMMISSION_PERMISSIONS],
  migrations: { '20261205_commissions': commissionsMigration },
  routes: registerCommissionRoutes,
  table: 'commissionPayments',
  label: 'Commission payment',
  selectRows: (db) =>
    db
      .selectFrom('commissionPayments')
      .innerJoin('accounts as agency', 'agency.id', 'commissionPayments.agencyId')
      .select(COLUMNS.map((c) => `commissionPayments.${c}` as const))
      .select(moneyColumn('commissionPayments.commissionsAmount', 'commissionsAmount'))
      .select('agency.name as agencyName'),
  column: (field) => (field === 'agencyName' ? 'agency.name' : `commissionPayments.${field}`),
  scope: (principal) => agencyOwnedScope(principal, 'commissionPayments.agencyId'),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'createdBy'],
  async prepareWrite(db, principal, value, existing) {
    return {
      ...value,
      agencyId: await owningAgency(db, principal, value, existing),
      createdBy: existing ? existing.createdBy : principal.userId,
    };
  },
};

// What other folders' server code uses of commissions (their one way in).
export { MONTH_NAMES, monthRange, STATEMENT_MESSAGES, statementMonthOf, type StatementMonth } from './statementPeriod';
