import type { FastifyInstance } from 'fastify';
import { decodeListQuery } from '../../shared/api/listQuery';
import { principalOf } from '../auth/authPlugin';
import type { ResourceStore } from './resourceStore';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'string', description: '0-based page index' },
    size: { type: 'string', description: 'page size (1–1000, default 25)' },
    sort: { type: 'string', description: 'field,asc or field,desc' },
    search: { type: 'string', description: 'substring search, the term wrapped in asterisks: *term*' },
  },
  additionalProperties: true,
} as const;

/**
 * The five routes of a declared resource: `{apiBase}/search`, `POST {apiBase}`, `GET|PUT|DELETE {apiBase}/{id}`.
 * Each carries the permission its verb declares; tenancy is applied by the store.
 */
export function registerResourceRoutes(app: FastifyInstance, store: ResourceStore): void {
  const { declaration } = store.resource;
  const { apiBase, permissions } = declaration;
  const tags = [declaration.name];

  app.get(`${apiBase}/search`, { config: { permission: permissions.list }, schema: { tags, querystring: listQuerySchema } }, async (request) => {
    const query = decodeListQuery(new URLSearchParams(request.url.split('?')[1] ?? ''));
    return store.list(principalOf(request), query);
  });

  app.post(apiBase, { config: { permission: permissions.create }, schema: { tags } }, async (request, reply) =>
    reply.status(201).send(await store.create(principalOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(`${apiBase}/:id`, { config: { permission: permissions.get }, schema: { tags, params: idParams } }, async (request) =>
    store.get(principalOf(request), request.params.id),
  );

  app.put<{ Params: { id: string } }>(`${apiBase}/:id`, { config: { permission: permissions.update }, schema: { tags, params: idParams } }, async (request) =>
    store.update(principalOf(request), request.params.id, request.body),
  );

  app.delete<{ Params: { id: string } }>(`${apiBase}/:id`, { config: { permission: permissions.delete }, schema: { tags, params: idParams } }, async (request) =>
    store.remove(principalOf(request), request.params.id),
  );
}
