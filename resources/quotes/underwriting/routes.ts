/**
 * The underwriting and agency-side quote calls beside the state machine (resources/quotes/lifecycle):
 * IRPM, broker and MGA fees, send to the policyholder, the underwriter's inbox, bulk delete, and the surplus
 * lines notice (its template and its attest, resources/quotes/surplus). The actions run through the quotes store's
 * lifecycle engine, so each is checked and recorded like the machine's; they move no status, so the published
 * machine (GET /statuses) leaves them out.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { ATTEST_SURPLUS_NOTICE } from '../surplus/attestAction';
import { registerTemplateRoute } from '../surplus/templateRoute';
import { registerQuoteActionRoute } from './actionRoute';
import { registerBulkDeleteRoute } from './bulkDeleteRoute';
import { BROKER_FEES, MGA_FEES } from './feeActions';
import { irpmAction } from './irpmAction';
import { UNDERWRITING_MESSAGES } from './messages';
import { registerSendRoute } from './sendRoute';
import { registerUwInboxRoute } from './uwInboxRoute';
import type { ApiRecord } from '../../../src/shared/api/types';

/** What the fee calls answer: the spec's message and the updated quote. */
const withMessage = (message: string) => ({
  schema: {
    type: 'object',
    required: ['message', 'quote'],
    properties: { message: { type: 'string' }, quote: { type: 'object', additionalProperties: true } },
  },
  of: (quote: ApiRecord) => ({ message, quote }),
});

export function registerUnderwritingRoutes(app: FastifyInstance, context: ResourceContext): void {
  const { store } = context;
  registerQuoteActionRoute(app, store, irpmAction(store.environment.rating));
  registerQuoteActionRoute(app, store, BROKER_FEES, withMessage(UNDERWRITING_MESSAGES.brokerFee));
  registerQuoteActionRoute(app, store, MGA_FEES, withMessage(UNDERWRITING_MESSAGES.mgaFee));
  registerQuoteActionRoute(app, store, ATTEST_SURPLUS_NOTICE);
  registerSendRoute(app, context);
  registerUwInboxRoute(app, context);
  registerBulkDeleteRoute(app, context);
  registerTemplateRoute(app);
}
