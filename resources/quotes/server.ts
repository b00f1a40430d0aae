import quoteSchema from '../../schemas/records/quote.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { clientBusinessTable, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { quotesResource } from './declaration';
import { grants } from './grants';
import { quoteRatingColumns } from './quoteRating';
import * as ratingMigration from './ratingMigration';
import * as binderIndexMigration from './binderIndexMigration';
import { grants as raterGrants, RATER_READ } from '../rater/grants';
import { registerRaterRoutes } from '../rater/routes';

const COLUMNS = [
  'id', 'agencyId', 'accountId', 'teamId', 'quoteNumber', 'product', 'status', 'agencyStatus', 'isRenewal', 'isSurplus', 'isEndorsement',
  'isPaid', 'companyName', 'customerFirstName', 'customerLastName', 'customerEmail', 'agentFirstName', 'agentLastName', 'agentEmail',
  'agentPhone', 'aggLimit', 'limit', 'boundOn', 'details', 'ratingVersion', 'rating', 'created', 'modified', 'version',
] as const;
const DAYS = ['effectiveDate', 'endDate', 'expiresOn', 'needByDate'] as const;
const MONEY = ['premium', 'totalPremium', 'brokerFee', 'mgaFee', 'additionalBrokerFee'] as const;

/** Quote grants and the rater's (the rater's routes ride on the quotes resource: see resources/rater). */
const allGrants = Object.fromEntries(
  [...new Set([...Object.keys(grants), ...Object.keys(raterGrants)])].map((role) => [role, [...(grants[role] ?? []), ...(raterGrants[role] ?? [])]]),
);

export const quotesServer: ServerResource = {
  schema: quoteSchema,
  grants: allGrants,
  permissions: [RATER_READ],
  routes: registerRaterRoutes,
  migrations: { '20261123_quote_rating': ratingMigration, '20261124_quote_binder_index': binderIndexMigration },
  declaration: quotesResource,
  ...clientBusinessTable('quotes', { columns: COLUMNS, days: DAYS, money: MONEY }),
  label: 'Quote',
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName', 'teamId', 'boundOn', 'ratingVersion'],
  async prepareWrite(db, principal, value, existing, environment) {
    const client = await clientOfRecord(db, principal, value);
    return {
      ...value,
      agencyId: client.agencyId,
      teamId: client.teamId,
      companyName: value.companyName ?? client.name,
      quoteNumber: value.quoteNumber ?? existing?.quoteNumber ?? recordNumber('Q'),
      details: JSON.stringify(value.details ?? {}),
      boundOn: value.status === 'BOUND' ? (existing?.boundOn ?? new Date()) : null,
      ...quoteRatingColumns(environment.rating, value, existing),
    };
  },
};
