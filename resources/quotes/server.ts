import type { ServerResource } from '../../src/server/resources/resourceStore';
import { clientBusinessTable, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
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
  ...clientBusinessTable('quotes', { columns: COLUMNS, days: DAYS, money: MONEY }),
  label: 'Quote',
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
