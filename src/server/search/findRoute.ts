import type { FastifyInstance } from 'fastify';
import { unwrapSearch } from '../../shared/api/listQuery';
import { FIND_MINIMUM_TERM, FIND_PATH, FIND_TERM_TOO_SHORT } from '../../shared/search/find';
import { principalOf } from '../auth/authPlugin';
import { invalid } from '../http/apiError';
import type { ResourceStore } from '../resources/resourceStore';
import { findRecords } from './findRecords';

const hit = {
  type: 'object',
  required: ['resource', 'id', 'title'],
  properties: {
    resource: { type: 'string' },
    id: { type: 'string' },
    title: { type: 'string' },
    subtitle: { type: 'string' },
  },
} as const;

/**
 * `GET /api/search/v1/find?search=*term*`: the app bar's search. Every signed-in user may ask; what it finds is
 * limited by each resource's list permission and tenant scope, so "any" here opens no data.
 */
export function registerFindRoute(app: FastifyInstance, stores: readonly ResourceStore[]): void {
  app.get<{ Querystring: { search?: string } }>(
    FIND_PATH,
    {
      config: { permission: 'any' },
      schema: {
        tags: ['console'],
        summary: 'Finds accounts, quotes, policies and claims by number or name',
        querystring: {
          type: 'object',
          properties: { search: { type: 'string', description: 'the term wrapped in asterisks: *term*' } },
        },
        response: {
          200: {
            type: 'object',
            properties: { hits: { type: 'array', items: hit }, totalHits: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => {
      const term = unwrapSearch(request.query.search ?? '');
      if (term.length < FIND_MINIMUM_TERM) throw invalid([{ field: 'search', detail: FIND_TERM_TOO_SHORT }]);
      return findRecords(stores, principalOf(request), term);
    },
  );
}
