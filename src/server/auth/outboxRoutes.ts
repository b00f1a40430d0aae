import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/apiError';
import { principalOf } from './authPlugin';
import type { AuthServices } from './authServices';
import { isActingAs } from './actingAs';

/**
 * The development outbox (DEV_OUTBOX): provider staff read the newest messages so a person can follow a
 * link or read a code without a mail server. Staff only, and never while acting as another account.
 */
export function registerOutboxRoutes(app: FastifyInstance, services: AuthServices): void {
  if (!services.settings.devOutbox) return;
  app.get<{ Querystring: { recipient?: string; size?: number } }>(
    '/api/dev/outbox',
    {
      config: { permission: 'any' },
      schema: {
        tags: ['dev'],
        querystring: {
          type: 'object',
          properties: { recipient: { type: 'string' }, size: { type: 'integer', minimum: 1, maximum: 200 } },
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (principal.subscriberType !== 'PROVIDER' || isActingAs(principal)) throw forbidden();
      let query = services.db
        .selectFrom('outbox')
        .select(['id', 'channel', 'recipient', 'kind', 'subject', 'body', 'created', 'deliveredAt', 'deliveryError'])
        .orderBy('created', 'desc')
        .orderBy('id')
        .limit(request.query.size ?? 50);
      if (request.query.recipient)
        query = query.where((eb) =>
          eb(eb.fn('lower', ['recipient']), '=', request.query.recipient!.trim().toLowerCase()),
        );
      const content = await query.execute();
      return { content, totalElements: content.length };
    },
  );
}
