/**
 * The wholesale review page's calls (spec 002 §2 "Wholesale quote review page", §4; paths not shown in the spec,
 * chosen here under the quote family):
 *
 *   GET  /api/quote/v1/review/{id}                   the page's whole content (reviewAnswer.ts)
 *   POST /api/quote/v1/review/{id}/verify            { version?, firmographicData } → verified, date, locked
 *   POST /api/quote/v1/review/{id}/request-to-bind   the four policyholder fields (+ version): READY → REQUESTED
 *
 * Every call names one quote and is allowed by access.ts: the workflow grant for that quote, or the quotes
 * store's own tenancy and permissions. Writes run through the quotes store (version 409, from-state 409,
 * history with the actor).
 */
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { ApiError } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { quotesResource } from '../../quotes/server';
import { REQUEST_TO_BIND } from '../../quotes/server';
import { reviewAccess } from './access';
import { reviewOf, verificationOf } from './reviewOf';
import { NOT_VERIFIED, VERIFY } from './verify';

export const REVIEW_BASE = `${quotesResource.apiBase}/review`;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;
const tags = ['quoteReview'];
/**
 * The writes' bodies are the actions' own schemas, shown in the API reference and validated by the quotes store
 * when it runs the action (with the spec's messages), as every action route does (src/server/actions/actionRoutes.ts);
 * the id is looked up by reviewAccess, which answers 404 for anything that is not a visible quote.
 */
const checkedByTheStore = { validatorCompiler: () => () => true };

export function registerQuoteReviewRoutes(app: FastifyInstance, context: ResourceContext): void {
  const { db, store } = context;
  const answer = async (principal: Parameters<typeof reviewAccess>[1], id: string) =>
    reviewOf(db, store.environment.rating, (await reviewAccess(context, principal, id, 'read')).quote);

  app.get<{ Params: { id: string } }>(
    `${REVIEW_BASE}/:id`,
    { config: { permission: 'any' }, schema: { tags, params: idParams } },
    async (request) => answer(principalOf(request), request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    `${REVIEW_BASE}/:id/verify`,
    { config: { permission: 'any' }, schema: { tags, params: idParams, body: VERIFY.body }, ...checkedByTheStore },
    async (request) => {
      const principal = principalOf(request);
      const { actor } = await reviewAccess(context, principal, request.params.id, 'act');
      await store.act(actor, request.params.id, VERIFY, request.body);
      return answer(principal, request.params.id);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${REVIEW_BASE}/:id/request-to-bind`,
    {
      config: { permission: 'any' },
      schema: { tags, params: idParams, body: REQUEST_TO_BIND.body },
      ...checkedByTheStore,
    },
    async (request) => {
      const principal = principalOf(request);
      const { quote, actor } = await reviewAccess(context, principal, request.params.id, 'act');
      if (!verificationOf((quote.details ?? {}) as Record<string, unknown>).isVerified)
        throw new ApiError(409, NOT_VERIFIED);
      await store.act(actor, request.params.id, REQUEST_TO_BIND, request.body);
      return { message: 'Request to bind successfully sent', review: await answer(principal, request.params.id) };
    },
  );
}
