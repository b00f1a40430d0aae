import type { ServerResource } from '../../src/server/resources/resourceStore';
import { dayColumn, moneyColumn } from '../../src/server/tenancy/agencyOwned';
import { clientBusinessScope, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { quotesResource } from './declaration';

const COLUMNS = [
  'id', 'agencyId', 'accountId', 'teamId', 'quoteNumber', 'product', 'status', 'agencyStatus', 'isRenewal', 'isSurplus', 'isEndorsement',
  'isPaid', 'companyName', 'customerFirstName', 'customerLastName', 'customerEmail', 'agentFirstName', 'agentLastName', 'agentEmail',
  'agentPhone', 'aggLimit', 'limit', 'boundOn', 'details', 'created', 'modified', 'version',
] as const;
const DAYS = ['effectiveDate', 'endDate', 'expiresOn', 'needByDate'] as const;
const MONEY = ['premium', 'totalPremium', 'brokerFee', 'mgaFee', 'additionalBrokerFee'] as const;

export const quotesServer: ServerResource = {
  declaration: quotesResource,
  table: 'quotes',
  label: 'Quote',
  selectRows: (db) =>
    db
      .selectFrom('quotes')
      .innerJoin('accounts as agency', 'agency.id', 'quotes.agencyId')
      .select(COLUMNS.map((c) => `quotes.${c}` as const))
      .select(DAYS.map((c) => dayColumn(`quotes.${c}`, c)))
      .select(MONEY.map((c) => moneyColumn(`quotes.${c}`, c)))
      .select('agency.name as agencyName'),
  column: (field) => `quotes.${field}`,
  searchColumn: 'quotes.searchText',
  scope: (principal) => clientBusinessScope(principal, { agencyId: 'quotes.agencyId', accountId: 'quotes.accountId' }),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'teamId', 'boundOn'],
  async prepareWrite(db, principal, value, existing) {
    const client = await clientOfRecord(db, principal, value);
    return {
      ...value,
      agencyId: client.agencyId,
      teamId: client.teamId,
      companyName: value.companyName ?? client.name,
      quoteNumber: value.quoteNumber ?? existing?.quoteNumber ?? recordNumber('Q'),
      details: JSON.stringify(value.details ?? {}),
      boundOn: value.status === 'BOUND' ? (existing?.boundOn ?? new Date()) : null,
    };
  },
};
