import type { ServerResource } from '../../src/server/resources/resourceStore';
import { dayColumn, moneyColumn } from '../../src/server/tenancy/agencyOwned';
import { clientBusinessScope, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { policiesResource } from './declaration';

const COLUMNS = [
  'id', 'agencyId', 'accountId', 'teamId', 'quoteId', 'policyNumber', 'quoteNumber', 'product', 'status', 'isOpenForRenewal', 'isEndorsement',
  'isPaid', 'agencyBilled', 'companyName', 'customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone', 'details',
  'created', 'modified', 'version',
] as const;
const DAYS = ['effectiveDate', 'endDate'] as const;
const MONEY = ['totalPremium', 'brokerFee', 'mgaFee', 'commission'] as const;

export const policiesServer: ServerResource = {
  declaration: policiesResource,
  table: 'policies',
  label: 'Policy',
  selectRows: (db) =>
    db
      .selectFrom('policies')
      .innerJoin('accounts as agency', 'agency.id', 'policies.agencyId')
      .select(COLUMNS.map((c) => `policies.${c}` as const))
      .select(DAYS.map((c) => dayColumn(`policies.${c}`, c)))
      .select(MONEY.map((c) => moneyColumn(`policies.${c}`, c)))
      .select('agency.name as agencyName'),
  column: (field) => `policies.${field}`,
  searchColumn: 'policies.searchText',
  scope: (principal) => clientBusinessScope(principal, { agencyId: 'policies.agencyId', accountId: 'policies.accountId' }),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'teamId'],
  async prepareWrite(db, principal, value, existing) {
    const client = await clientOfRecord(db, principal, value);
    return {
      ...value,
      agencyId: client.agencyId,
      teamId: client.teamId,
      companyName: value.companyName ?? client.name,
      policyNumber: value.policyNumber ?? existing?.policyNumber ?? recordNumber('P'),
      details: JSON.stringify(value.details ?? {}),
    };
  },
};
