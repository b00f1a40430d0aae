/**
 * The lifecycle's own spec paths beside the declared actions' routes: `GET /api/quote/v1/statuses` publishes
 * the machine, and `PUT /api/quote/v1/update/needBy` ({quoteId, needBy}, the spec's shape) runs the need-by action
 * on the quote its body names.
 */
import type { FastifyInstance } from 'fastify';
import { actionPath } from '../../../src/server/actions/actionRoutes';
import { describeMachine } from '../../../src/server/actions/resourceAction';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { quotesResource } from '../declaration';
import { NEED_BY, quoteActions } from './actions';
import { timeActions } from './expiry';
import { providerActionsDescribed } from '../esign/providerActions';
import { QUOTE_LIFECYCLE_STATUSES, QUOTE_HELD_STATUSES, START_STATUSES } from './statuses';

const { apiBase, permissions } = quotesResource;
const tags = [quotesResource.name];

/** The machine as `GET /statuses` answers it. */
export const quoteMachine = () => ({
  statuses: [...QUOTE_LIFECYCLE_STATUSES],
  // Held by older or imported records only: found and filtered, never moved to or from.
  heldStatuses: [...QUOTE_HELD_STATUSES],
  startStatuses: [...START_STATUSES],
  actions: describeMachine(quoteActions).map((entry, i) => ({ ...entry, path: actionPath(apiBase, quoteActions[i]) })),
  // Moved by time only (expiry.ts): no path, run by the expiry sweep as the system.
  timeActions: timeActions.map(({ action, dateField }) => ({
    ...describeMachine([action])[0],
    path: null,
    when: `${dateField} before today`,
  })),
  // Moved by the e-signature provider's signed callback only (esign/providerActions.ts): no path of their own.
  providerActions: providerActionsDescribed(),
});

export function registerQuoteLifecycleRoutes(app: FastifyInstance, { store }: ResourceContext): void {
  app.get(`${apiBase}/statuses`, { config: { permission: permissions.get }, schema: { tags } }, async () =>
    quoteMachine(),
  );

  app.put<{ Body: { quoteId?: unknown } }>(
    `${apiBase}/update/needBy`,
    { config: { permission: NEED_BY.permission }, schema: { tags } },
    async (request) => {
      const body = (request.body ?? {}) as { quoteId?: unknown };
      if (typeof body.quoteId !== 'string' || body.quoteId === '')
        throw invalid([{ field: 'quoteId', detail: 'Quote is required' }]);
      return store.act(principalOf(request), body.quoteId, NEED_BY, body);
    },
  );
}
