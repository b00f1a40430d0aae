import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { answerList } from '../../src/server/resources/resourceRoutes';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { queryOf } from '../../src/server/resources/specPaths';
import { activityGraph, activityStats, searchActivity } from './activity/activityQueries';
import { API_ACTIVITY_API, API_ACTIVITY_READ } from './declaration';
import type { Database } from '../../src/server/db/tables';

/**
 * The spec's other key paths: `GET /api/auth/v1/api` lists (our `search` stays as the alias; `POST`, `PUT|DELETE
 * api/{keyId}` and `PUT api/regenerate/{keyId}` are the store's own routes and the declared action). API activity
 * (spec 001 §7): `GET /api/apiactivity/v1/search`, `/graph`, `/agg/stats`, over the caller's organisation only.
 */
export function registerApiKeyRoutes(app: FastifyInstance, { store, db }: ResourceContext): void {
  const { apiBase, permissions, name } = store.resource.declaration;
  app.get(apiBase, { config: { permission: permissions.list }, schema: { tags: [name] } }, async (request) =>
    answerList(store, request, queryOf(request)),
  );

  const activity = { config: { permission: API_ACTIVITY_READ }, schema: { tags: ['apiActivity'] } };
  const anyDb = db as unknown as Kysely<Database>;
  app.get(`${API_ACTIVITY_API}/search`, activity, async (request) =>
    searchActivity(anyDb, principalOf(request), queryOf(request)),
  );
  app.get(`${API_ACTIVITY_API}/graph`, activity, async (request) =>
    activityGraph(anyDb, principalOf(request), queryOf(request)),
  );
  app.get(`${API_ACTIVITY_API}/agg/stats`, activity, async (request) =>
    activityStats(anyDb, principalOf(request), queryOf(request)),
  );
}
