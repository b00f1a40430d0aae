/**
 * Delete all invalid / all expired quotes (spec 002 §2 modals, §4, §7 "bulk delete of invalid or expired
 * quotes", §8 messages): `POST /api/quote/v1/bulk-delete` { status: 'INVALID' | 'EXPIRED' }. Every quote of that
 * status the caller can see (tenancy and teams as its lists) goes through the lifecycle's delete action, one by
 * one, so each is checked and recorded in its history with the caller; the quotes stay, DELETED. Answers the
 * spec's message and how many were deleted.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { quotesResource } from '../declaration';
import { DELETE } from '../lifecycle/actions';
import { UNDERWRITING_MESSAGES } from './messages';

const MESSAGE_OF = {
  INVALID: UNDERWRITING_MESSAGES.deleteInvalid,
  EXPIRED: UNDERWRITING_MESSAGES.deleteExpired,
} as const;
type BulkStatus = keyof typeof MESSAGE_OF;
const STATUSES = Object.keys(MESSAGE_OF) as BulkStatus[];

export const bulkDeleteBody = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: STATUSES } },
  additionalProperties: false,
} as const;

export function registerBulkDeleteRoute(app: FastifyInstance, { store }: ResourceContext): void {
  const answer = {
    type: 'object',
    required: ['message', 'deleted'],
    properties: { message: { type: 'string' }, deleted: { type: 'integer' } },
  };
  app.post(
    `${quotesResource.apiBase}/bulk-delete`,
    {
      config: { permission: DELETE.permission, bodySchema: bulkDeleteBody, answerSchema: answer, answerStatus: 200 },
      schema: { tags: [quotesResource.name] },
    },
    async (request) => {
      const status = (request.body as { status?: unknown } | undefined)?.status;
      if (!STATUSES.includes(status as BulkStatus))
        throw invalid([{ field: 'status', detail: `Status must be one of ${STATUSES.join(', ')}` }]);
      const principal = principalOf(request);
      const rows = await store
        .visibleRows(principal)
        .where(sql.ref(store.resource.column('status')), '=', status)
        .clearSelect()
        .select(sql.ref<string>(store.resource.column('id')).as('id'))
        .execute();
      for (const row of rows) await store.act(principal, row.id, DELETE, {});
      return { message: MESSAGE_OF[status as BulkStatus], deleted: rows.length };
    },
  );
}
