/**
 * The lifecycle's own spec paths beside the declared actions' routes: `GET /api/policy/v1/statuses` publishes the
 * machine, `GET /api/policy/v1/reasons` the cancellation reasons, and the product paths
 * PUT /{productType}/cancel/{policyId} (P250/cancel/{id} included) and PUT /{productType}/void/{policyId} run
 * the cancel and void actions through the policies store.
 */
import type { FastifyInstance } from 'fastify';
import { actionPath } from '../../../src/server/actions/actionRoutes';
import { describeMachine, type ResourceAction } from '../../../src/server/actions/resourceAction';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { ResourceContext, ResourceStore } from '../../../src/server/resources/resourceStore';
import { policiesResource } from '../declaration';
import { CANCEL, policyActions, RESTORING_ACTIONS, VOID } from './actions';
import { onProductPath } from './productPath';
import { CANCEL_REASONS } from './reasons';
import { registerServicingRoutes } from '../servicing/routes';
import { POLICY_LIFECYCLE_STATUSES, POLICY_HELD_STATUSES, START_STATUSES } from './statuses';

const { apiBase, permissions } = policiesResource;
const tags = [policiesResource.name];

/** The further spec paths of an action, published beside its own. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  [CANCEL.name]: [`${apiBase}/:productType/cancel/:id`, `${apiBase}/P250/cancel/:id`],
  [VOID.name]: [`${apiBase}/:productType/void/:id`],
};

/** The machine as `GET /statuses` answers it; an undo's result is the status the cancellation left (`restoresPrevious`). */
export const policyMachine = () => ({
  statuses: [...POLICY_LIFECYCLE_STATUSES],
  // Held by older or imported records only: found and filtered, never moved to or from.
  heldStatuses: [...POLICY_HELD_STATUSES],
  startStatuses: [...START_STATUSES],
  actions: describeMachine(policyActions).map((entry, i) => ({
    ...entry,
    path: actionPath(apiBase, policyActions[i]),
    aliases: [...(ALIASES[entry.action] ?? [])],
    restoresPrevious: RESTORING_ACTIONS.includes(entry.action),
  })),
});

const productParams = {
  type: 'object',
  required: ['productType', 'id'],
  properties: { productType: { type: 'string' }, id: { type: 'string' } },
} as const;

function registerProductPath(app: FastifyInstance, store: ResourceStore, verb: string, action: ResourceAction): void {
  app.route<{ Params: { productType: string; id: string } }>({
    method: 'PUT',
    url: `${apiBase}/:productType/${verb}/:id`,
    config: { permission: action.permission, ...(action.body ? { bodySchema: action.body } : {}), answerStatus: 200 },
    schema: { tags, params: productParams },
    handler: async (request) =>
      store.act(
        principalOf(request),
        request.params.id,
        onProductPath(action, request.params.productType),
        request.body,
      ),
  });
}

export function registerPolicyLifecycleRoutes(app: FastifyInstance, context: ResourceContext): void {
  const { store } = context;
  app.get(`${apiBase}/statuses`, { config: { permission: permissions.get }, schema: { tags } }, async () =>
    policyMachine(),
  );
  app.get(
    `${apiBase}/reasons`,
    {
      config: {
        permission: permissions.get,
        answerSchema: { type: 'array', items: { type: 'string' }, description: 'The cancellation reasons.' },
      },
      schema: { tags },
    },
    async () => [...CANCEL_REASONS],
  );
  registerProductPath(app, store, 'cancel', CANCEL);
  registerProductPath(app, store, 'void', VOID);
  registerServicingRoutes(app, context);
}
