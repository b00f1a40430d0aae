import quoteSchema from '../../schemas/records/quote.schema.json';
import { quoteFigure } from './dashboard/figure';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { mergeGrants } from '../../src/server/resources/serverExtension';
import { clientBusinessTable, clientOfRecord, recordNumber } from '../../src/server/tenancy/clientBusiness';
import { quotesResource } from './declaration';
import { grants } from './grants';
import { quoteRatingColumns } from './quoteRating';
import * as ratingMigration from './ratingMigration';
import * as binderIndexMigration from './binderIndexMigration';
import { actionOfQuoteUpdate, quoteActions } from './lifecycle/actions';
import * as lifecycleMigration from './lifecycle/migration';
import * as expiryIndexMigration from './lifecycle/expiryIndexMigration';
import { QUOTE_BIND, QUOTE_UNDERWRITE } from './lifecycle/permissions';
import { registerQuoteLifecycleRoutes } from './lifecycle/routes';
import { QUOTE_EXPIRE } from './lifecycle/expiry';
import { registerExpirySweep } from './lifecycle/expirySweep';
import { checkServerSetFields } from './lifecycle/serverSetFields';
import { grants as underwritingGrants } from './underwriting/grants';
import { QUOTE_SIGN, signGrants } from './lifecycle/signApplication';
import { registerApplicationRoute } from './lifecycle/applicationRoute';
import { registerESignRoutes } from './esign/routes';
import { QUOTE_BROKER_FEE } from './underwriting/permissions';
import { registerUnderwritingRoutes } from './underwriting/routes';
import { seedDemoSurplusQuote } from './surplus/demo';
import { daysFromToday } from '../../src/shared/dates/today';
import { QUOTE_VALID_DAYS } from './lifecycle/statuses';
import { serverPriceColumns } from './underwriting/priceColumns';
import type { QuoteRecord } from '../../src/shared/generated/records';

/** This resource's records are `QuoteRecord`s (what `storeOf('quotes')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    quotes: QuoteRecord;
  }
}

const COLUMNS = [
  'id',
  'agencyId',
  'accountId',
  'teamId',
  'quoteNumber',
  'product',
  'status',
  'agencyStatus',
  'isRenewal',
  'isSurplus',
  'isEndorsement',
  'isPaid',
  'companyName',
  'customerFirstName',
  'customerLastName',
  'customerEmail',
  'agentFirstName',
  'agentLastName',
  'agentEmail',
  'agentPhone',
  'aggLimit',
  'limit',
  'boundOn',
  'details',
  'ratingVersion',
  'rating',
  'created',
  'modified',
  'version',
] as const;
const DAYS = ['effectiveDate', 'endDate', 'expiresOn', 'needByDate', 'binderExpiresOn'] as const;
const MONEY = ['premium', 'totalPremium', 'brokerFee', 'mgaFee', 'additionalBrokerFee'] as const;

export const quotesServer: ServerResource = {
  dashboardFigure: quoteFigure,
  schema: quoteSchema,
  // Quote grants, underwriting's and signing's; the rater, the review page and the documents extend quotes (resources/serverResources.ts).
  grants: mergeGrants(grants, underwritingGrants, signGrants),
  permissions: [QUOTE_UNDERWRITE, QUOTE_BIND, QUOTE_BROKER_FEE, QUOTE_EXPIRE, QUOTE_SIGN],
  // The state machine (lifecycle/): its actions, the spec's PUT /{id} request to bind, GET /statuses and PUT /update/needBy.
  actions: quoteActions,
  actionOfUpdate: actionOfQuoteUpdate,
  routes(app, context) {
    registerQuoteLifecycleRoutes(app, context);
    registerExpirySweep(app, context); // BINDER EXPIRED / EXPIRED by time (lifecycle/expirySweep.ts)
    registerApplicationRoute(app, context); // what the policyholder signs (lifecycle/applicationRoute.ts)
    registerESignRoutes(app, context); // the e-signature provider, its callback and the sandbox's pages (esign/)
    // IRPM, fees, send to the policyholder, uw-inbox, bulk delete, the surplus notice (underwriting/, surplus/).
    registerUnderwritingRoutes(app, context);
  },
  migrations: {
    '20261123_quote_rating': ratingMigration,
    '20261124_quote_binder_index': binderIndexMigration,
    '20261125_quote_binder_expiry': lifecycleMigration,
    '20261126_quote_expiry_index': expiryIndexMigration,
  },
  declaration: quotesResource,
  // An Alpha client in LA with a READY quote: the surplus lines notice page can be tried (surplus/demo.ts).
  seedDemo: seedDemoSurplusQuote,
  ...clientBusinessTable('quotes', { columns: COLUMNS, days: DAYS, money: MONEY }),
  label: 'Quote',
  // Webhooks (resources/webhooks): every new quote; bind and release raise their own (lifecycle/actions.ts).
  emits: { create: 'quote.created' },
  readOnlyFields: [
    'id',
    'created',
    'modified',
    'version',
    'agencyName',
    'teamId',
    'boundOn',
    'binderExpiresOn',
    'ratingVersion',
  ],
  async prepareWrite(db, principal, value, existing, environment) {
    // Status, payment, fees and premium are the server's (lifecycle/serverSetFields.ts); binding dates the bind action's.
    checkServerSetFields(value, existing);
    const client = await clientOfRecord(db, principal, value);
    const rated = quoteRatingColumns(environment.rating, value, existing);
    return {
      ...value,
      agencyId: client.agencyId,
      teamId: client.teamId,
      companyName: value.companyName ?? client.name,
      quoteNumber: value.quoteNumber ?? existing?.quoteNumber ?? recordNumber('Q'),
      status: existing ? existing.status : (value.status ?? 'READY'),
      // A new quote is offered for QUOTE_VALID_DAYS unless it says otherwise (the expiry sweep, lifecycle/expiry.ts).
      ...(existing ? {} : { expiresOn: value.expiresOn ?? daysFromToday(QUOTE_VALID_DAYS) }),
      ...rated,
      // The surplus charges and the total are the server's (surplus/surplusCharges.ts), whatever the body says.
      ...serverPriceColumns(environment.rating.dir, value, existing, rated),
    };
  },
};

// What other folders' server code uses of quotes (their one way in).
export { quotesResource } from './declaration';
export {
  DECLINE_REASON_REQUIRED,
  FILL_IN_OPTION,
  FILL_IN_REQUIRED,
  REASON_DESCRIPTION_REQUIRED,
} from './lifecycle/reasons';
export { CONTACT_MESSAGES } from './underwriting/messages';
export { policyholderPhonePattern } from './underwriting/contactBody';
export { INVALIDATE, REFER, REQUEST_TO_BIND } from './lifecycle/actions';
export { OPEN_STATUSES } from './lifecycle/statuses';
export { policyholderUser } from './underwriting/policyholderUser';
