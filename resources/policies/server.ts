import policySchema from '../../schemas/records/policy.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { clientBusinessTable, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { policiesResource } from './declaration';
import { grants } from './grants';

const COLUMNS = [
  'id', 'agencyId', 'accountId', 'teamId', 'quoteId', 'policyNumber', 'quoteNumber', 'product', 'status', 'isOpenForRenewal', 'isEndorsement',
  'isPaid', 'agencyBilled', 'companyName', 'customerFirstName', 'customerLastName', 'customerEmail', 'customerPhone', 'details',
  'created', 'modified', 'version',
] as const;
const DAYS = ['effectiveDate', 'endDate'] as const;
const MONEY = ['totalPremium', 'brokerFee', 'mgaFee', 'commission'] as const;

export const policiesServer: ServerResource = {
  schema: policySchema,
  grants,
  declaration: policiesResource,
  ...clientBusinessTable('policies', { columns: COLUMNS, days: DAYS, money: MONEY }),
  label: 'Policy',
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
