import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const query = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 0, default: 0 }, size: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
} as const;

/**
 * The delivery log of one webhook, newest first: `GET {webhooks}/{id}/deliveries?page&size`. The webhook is read
 * through the webhooks store first, so another agency's webhook is 404 exactly like on `GET {webhooks}/{id}`.
 */
export function registerDeliveryLog(app: FastifyInstance, db: Kysely<any>, store: ResourceStore): void {
  const { apiBase, permissions, name } = store.resource.declaration;
  app.get<{ Params: { id: string }; Querystring: { page: number; size: number } }>(
    `${apiBase}/:id/deliveries`,
    { config: { permission: permissions.get }, schema: { tags: [name], params, querystring: query } },
    async (request) => {
      const webhook = await store.get(principalOf(request), request.params.id);
      const { page, size } = request.query;
      const ofHook = db.selectFrom('webhookDeliveries').where('webhookId', '=', webhook.id as string);
      const [content, total] = await Promise.all([
        ofHook
          .select(['id', 'eventType', 'recordKey', 'status', 'attempts', 'lastStatusCode', 'lastError', 'nextAttemptAt', 'deliveredAt', 'created'])
          .orderBy('seq', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        ofHook.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { content, totalElements: Number(total.count) };
    },
  );
}
