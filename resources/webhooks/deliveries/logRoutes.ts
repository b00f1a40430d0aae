import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import { ApiError, notFound } from '../../../src/server/http/apiError';
import type { Database } from '../../../src/server/db/tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const ALREADY_QUEUED = 'This delivery is already waiting to be sent.';

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;
const deliveryParams = {
  type: 'object',
  required: ['id', 'deliveryId'],
  properties: { id: { type: 'string' }, deliveryId: { type: 'string' } },
} as const;
const query = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, default: 0 },
    size: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
} as const;

/**
 * The delivery log of one webhook, newest first: `GET {webhooks}/{id}/deliveries?page&size`. The webhook is read
 * through the webhooks store first, so another agency's webhook is 404 exactly like on `GET {webhooks}/{id}`.
 */
export function registerDeliveryLog(app: FastifyInstance, db: Kysely<Database>, store: ResourceStore): void {
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
          .select([
            'id',
            'eventType',
            'recordKey',
            'status',
            'attempts',
            'lastStatusCode',
            'lastError',
            'nextAttemptAt',
            'deliveredAt',
            'created',
          ])
          .orderBy('seq', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        ofHook.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { content, totalElements: Number(total.count) };
    },
  );

  // Send one delivery again (a FAILED one after the receiver is fixed, or a DELIVERED one the receiver lost): it is
  // queued anew with its id, body and place in the record's order; one still PENDING is a 409.
  app.post<{ Params: { id: string; deliveryId: string } }>(
    `${apiBase}/:id/deliveries/:deliveryId/redeliver`,
    { config: { permission: permissions.update }, schema: { tags: [name], params: deliveryParams } },
    async (request) => {
      const webhook = await store.get(principalOf(request), request.params.id);
      const { deliveryId } = request.params;
      if (!UUID.test(deliveryId)) throw notFound('Delivery');
      const ofHook = db
        .selectFrom('webhookDeliveries')
        .select(['id', 'status'])
        .where('id', '=', deliveryId)
        .where('webhookId', '=', webhook.id as string);
      const existing = await ofHook.executeTakeFirst();
      if (!existing) throw notFound('Delivery');
      if (existing.status === 'PENDING') throw new ApiError(409, ALREADY_QUEUED);
      // raw write: puts the delivery back in the queue (lint:sql allow-list, webhook delivery queue)
      await db
        .updateTable('webhookDeliveries')
        .set({
          status: 'PENDING',
          attempts: 0,
          nextAttemptAt: new Date(),
          lockedUntil: null,
          lastError: null,
          lastStatusCode: null,
          deliveredAt: null,
        })
        .where('id', '=', deliveryId)
        .execute();
      return { id: deliveryId, status: 'PENDING' };
    },
  );
}
