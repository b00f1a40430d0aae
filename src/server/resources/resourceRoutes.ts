import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeListQuery } from '../../shared/api/listQuery';
import { principalOf } from '../auth/authPlugin';
import { invalid } from '../http/apiError';
import { documentResource } from '../http/apiReference';
import type { ResourceStore } from './resourceStore';
import { specListParams } from './specListParams';
import { queryOf } from './specPaths';
import type { TeamScope } from '../tenancy/clientRecord';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

const historyParams = {
  type: 'object',
  required: ['id', 'historyId'],
  properties: { id: { type: 'string' }, historyId: { type: 'string' } },
} as const;

const listQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'string', description: '0-based page index' },
    size: { type: 'string', description: 'page size (1–1000, default 25)' },
    sort: { type: 'string', description: 'field,asc or field,desc' },
    search: { type: 'string', description: 'substring search, the term wrapped in asterisks: *term*' },
    teamId: { type: 'string', description: 'selected team id, or all (team-owned resources only)' },
    teamScope: {
      type: 'string',
      description: 'CURRENT_TEAM (the teamId), ALL_MY_TEAMS or MY_AGENCY (client records only)',
    },
  },
  additionalProperties: true,
} as const;

/**
 * A list request answered by a store: the list conventions, read in the spec's spellings too (`sortBy`,
 * `sortOrder`, a plain `state=CA` for a filterable field), the console's team selector as `teamId`
 * (absent or `all`: every team the caller may see) and a team scope of spec 002 §2 as `teamScope`. The spec's own list paths answer through this too.
 */
export async function answerList(store: ResourceStore, request: FastifyRequest, params: URLSearchParams) {
  const query = specListParams(params, store.resource.declaration);
  return store.list(principalOf(request), decodeListQuery(query), {
    teamId: query.get('teamId') ?? undefined,
    teamScope: (query.get('teamScope') ?? undefined) as TeamScope | undefined,
  });
}

/**
 * The routes of a declared resource: `{apiBase}/search`, `POST {apiBase}`, `GET|PUT|DELETE {apiBase}/{id}`,
 * `GET {apiBase}/{id}/history` and `POST {apiBase}/{id}/history/{historyId}/revert`.
 * Each carries the permission its verb declares; tenancy is applied by the store.
 */
export function registerResourceRoutes(app: FastifyInstance, store: ResourceStore): void {
  const { declaration } = store.resource;
  const { apiBase, permissions } = declaration;
  const tags = [declaration.name];
  // The reference documents every route tagged with the resource (aliases too) with its record schema.
  documentResource(declaration.name, { schema: store.resource.schema, form: declaration.form });

  app.get(
    `${apiBase}/search`,
    { config: { permission: permissions.list }, schema: { tags, querystring: listQuerySchema } },
    async (request) => answerList(store, request, queryOf(request)),
  );

  app.post(apiBase, { config: { permission: permissions.create }, schema: { tags } }, async (request, reply) =>
    reply.status(201).send(await store.create(principalOf(request), request.body)),
  );

  app.get<{ Params: { id: string } }>(
    `${apiBase}/:id`,
    { config: { permission: permissions.get }, schema: { tags, params: idParams } },
    async (request) => store.get(principalOf(request), request.params.id),
  );

  app.put<{ Params: { id: string } }>(
    `${apiBase}/:id`,
    { config: { permission: permissions.update }, schema: { tags, params: idParams } },
    async (request) => store.update(principalOf(request), request.params.id, request.body),
  );

  // A delete names the version it saw as `?version=` (a stale one is a 409, as for an update); without it, it deletes the current one.
  app.delete<{ Params: { id: string }; Querystring: { version?: string } }>(
    `${apiBase}/:id`,
    { config: { permission: permissions.delete }, schema: { tags, params: idParams } },
    async (request) => {
      const { version } = request.query;
      if (version !== undefined && !/^\d+$/.test(version))
        throw invalid([{ field: 'version', detail: 'The version must be a whole number.' }]);
      return store.remove(principalOf(request), request.params.id, undefined, version);
    },
  );

  // Record history: readable by whoever may read the record, revertable by whoever may update it.
  app.get<{ Params: { id: string } }>(
    `${apiBase}/:id/history`,
    { config: { permission: permissions.get }, schema: { tags, params: idParams } },
    async (request) => store.history(principalOf(request), request.params.id),
  );

  app.post<{ Params: { id: string; historyId: string } }>(
    `${apiBase}/:id/history/:historyId/revert`,
    { config: { permission: permissions.update }, schema: { tags, params: historyParams } },
    async (request) => store.revert(principalOf(request), request.params.id, request.params.historyId),
  );
}
