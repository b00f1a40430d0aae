/**
 * Serves a quote action that the published machine leaves out (it moves no status: IRPM, fees, surplus attest)
 * on its own path, through the same engine as the machine's actions (`ResourceStore.act`: permission here, then
 * tenancy 404, body 400, version 409, from-state 409, effect and history entry in one transaction).
 * `answer` shapes what the caller gets back from the updated quote.
 */
import type { FastifyInstance } from 'fastify';
import { actionPath } from '../../../src/server/actions/actionRoutes';
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import type { ApiRecord } from '../../../src/shared/api/types';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

export function registerQuoteActionRoute(
  app: FastifyInstance,
  store: ResourceStore,
  action: ResourceAction,
  answer?: { schema: Record<string, unknown>; of(quote: ApiRecord): unknown },
): void {
  const { declaration } = store.resource;
  app.route<{ Params: { id: string } }>({
    method: action.method ?? 'POST',
    url: actionPath(declaration.apiBase, action),
    config: {
      permission: action.permission,
      ...(action.body ? { bodySchema: action.body } : {}),
      answerStatus: 200,
      ...(answer ? { answerSchema: answer.schema } : {}),
    },
    schema: { tags: [declaration.name], params: idParams },
    handler: async (request) => {
      const quote = await store.act(principalOf(request), request.params.id, action, request.body);
      return answer ? answer.of(quote) : quote;
    },
  });
}
