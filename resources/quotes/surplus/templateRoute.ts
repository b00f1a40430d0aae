/**
 * `GET /api/docs/v1/template?type=surplusNotice&state=LA|MT` (spec 002 §7 "Documents") → { state, text }: the
 * notice the surplus page shows, from the analysts' file (notice.ts). Anyone who reads quotes may read it.
 */
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../../src/server/http/apiError';
import { quotesResource } from '../declaration';
import { surplusNoticeText } from './notice';

export const TEMPLATE_TYPES = ['surplusNotice'] as const;

export function registerTemplateRoute(app: FastifyInstance): void {
  const answer = {
    type: 'object',
    required: ['state', 'text'],
    properties: { state: { type: 'string' }, text: { type: 'string' } },
  };
  app.get<{ Querystring: { type?: string; state?: string } }>(
    '/api/docs/v1/template',
    {
      config: { permission: quotesResource.permissions.get, answerSchema: answer },
      schema: {
        tags: [quotesResource.name],
        querystring: { type: 'object', properties: { type: { type: 'string' }, state: { type: 'string' } } },
      },
    },
    async (request) => {
      const { type, state } = request.query;
      if (!TEMPLATE_TYPES.includes(type as never))
        throw invalid([{ field: 'type', detail: `Type must be one of ${TEMPLATE_TYPES.join(', ')}` }]);
      return surplusNoticeText(typeof state === 'string' ? state.toUpperCase() : state);
    },
  );
}
