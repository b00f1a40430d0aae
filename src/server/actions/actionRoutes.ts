import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authPlugin';
import type { ResourceStore } from '../resources/resourceStore';
import { describeMachine, type ResourceAction } from './resourceAction';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

const PARAMS_ARE_CHECKED_BY_THE_STORE = () => true;

/** The path of an action under its resource's `apiBase`. */
export const actionPath = (apiBase: string, action: ResourceAction): string =>
  `${apiBase}${action.path ?? `/:id/${action.name}`}`;

/**
 * One route per declared action, all served by `ResourceStore.act`: permission here, then tenancy, body,
 * version, from-state, effect and history in the store's one transaction.
 */
export function registerActionRoutes(
  app: FastifyInstance,
  store: ResourceStore,
  actions: readonly ResourceAction[],
): void {
  const { declaration } = store.resource;
  // The machine, published: every action with its path, permission, from-states and resulting status.
  app.get(
    `${declaration.apiBase}/lifecycle`,
    { config: { permission: declaration.permissions.get }, schema: { tags: [declaration.name] } },
    async () =>
      describeMachine(actions).map((entry, i) => ({ ...entry, path: actionPath(declaration.apiBase, actions[i]) })),
  );
  for (const action of actions) {
    app.route<{ Params: { id: string } }>({
      method: action.method ?? 'POST',
      url: actionPath(declaration.apiBase, action),
      config: { permission: action.permission },
      // The body schema is shown in the API reference; the store validates it, with the spec's messages.
      schema: { tags: [declaration.name], params: idParams, ...(action.body ? { body: action.body } : {}) },
      validatorCompiler: ({ httpPart }) => (httpPart === 'body' ? () => true : PARAMS_ARE_CHECKED_BY_THE_STORE),
      handler: async (request) => store.act(principalOf(request), request.params.id, action, request.body),
    });
  }
}
