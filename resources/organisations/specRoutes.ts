import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { ApiError, invalid } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, withDefaultSize, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import { MAX_PAGE_SIZE } from '../../src/shared/api/listQuery';
import { addMember, membersOf, removeMember } from './membership';
import type { OrganisationType } from './organisationTypes';
import type { Database } from '../../src/server/db/tables';

const params = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((n) => [n, { type: 'string', maxLength: 64 }])),
});
const ACCOUNT = '/api/account/v1';
const RATER = '/api/rater/v1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const NOT_IN_A_CLUSTER = 'This agency belongs to no such cluster.';

/**
 * Spec 001 §7 "Organisations": each type's search under /api/account/v1, and the type's own paths:
 *
 *   carrier  PUT /api/auth/v1/carrier/hostname/{id} {hostname}; the rater's carrier calls
 *            (GET /api/rater/v1/carrier/search, /carrier/profiles; POST /carrier; PUT|DELETE /carrier/{id})
 *   cluster  PUT /api/account/v1/cluster/remove/agency/{agencyId}: the agency leaves its cluster
 *   da       GET /api/account/v1/da (the caller's aggregator, or `?id=` for staff) with its agencies;
 *            PUT /api/account/v1/da {id, agencyId} adds an agency ("An agent must be selected.")
 *   vendor   GET /api/account/v1/vendor/id/{vendorId}; GET /api/account/v1/vendor/panel (every vendor, one page)
 *
 * All go through the type's store, so tenancy, validation, versions and history are the store's.
 */
export const organisationSpecPaths =
  (type: OrganisationType): SpecPathRoutes =>
  (app, { db, store }) => {
    const { apiBase, permissions, name } = store.resource.declaration;
    const tags = [name];
    const list = { config: { permission: permissions.list }, schema: { tags } } as const;
    const searchPath = `${ACCOUNT}/${type.segment}/search`;
    if (searchPath !== `${apiBase}/search`)
      app.get(searchPath, list, async (request) => answerList(store, request, queryOf(request)));

    if (type.accountType === 'CARRIER') {
      app.put<{ Params: { id: string } }>(
        `${apiBase}/hostname/:id`,
        { config: { permission: permissions.update }, schema: { tags, params: params('id') } },
        async (request) => {
          const body = (request.body ?? {}) as Record<string, unknown>;
          if (typeof body.hostname !== 'string' || body.hostname === '')
            throw invalid([{ field: 'hostname', detail: 'Hostname is a required field' }]);
          return store.update(principalOf(request), request.params.id, {
            hostname: body.hostname,
            ...(body.version !== undefined ? { version: body.version } : {}),
          });
        },
      );
      app.get(`${RATER}/carrier/search`, list, async (request) => answerList(store, request, queryOf(request)));
      app.get(`${RATER}/carrier/profiles`, list, async (request) => {
        const page = await answerList(store, request, withDefaultSize(queryOf(request), MAX_PAGE_SIZE));
        return page.content.map(({ id, name: carrierName, hostname, description }) => ({
          id,
          name: carrierName,
          hostname,
          description,
        }));
      });
      app.post(
        `${RATER}/carrier`,
        { config: { permission: permissions.create }, schema: { tags } },
        async (request, reply) => reply.status(201).send(await store.create(principalOf(request), request.body)),
      );
      app.put<{ Params: { id: string } }>(
        `${RATER}/carrier/:id`,
        { config: { permission: permissions.update }, schema: { tags, params: params('id') } },
        async (request) => store.update(principalOf(request), request.params.id, request.body),
      );
      app.delete<{ Params: { id: string } }>(
        `${RATER}/carrier/:id`,
        { config: { permission: permissions.delete }, schema: { tags, params: params('id') } },
        async (request) => store.remove(principalOf(request), request.params.id),
      );
    }

    if (type.accountType === 'CLUSTER') {
      app.put<{ Params: { agencyId: string }; Querystring: { clusterId?: string } }>(
        `${ACCOUNT}/cluster/remove/agency/:agencyId`,
        { config: { permission: permissions.update }, schema: { tags, params: params('agencyId') } },
        async (request) => {
          const principal = principalOf(request);
          // The cluster is named by `clusterId` (query or body); without one, the agency's first cluster by name.
          const named = request.query.clusterId ?? (request.body as Record<string, unknown> | undefined)?.clusterId;
          let query = (db as Kysely<Database>)
            .selectFrom('organisationMembers as m')
            .innerJoin('accounts as o', 'o.id', 'm.organisationId')
            .select('m.organisationId')
            .where('m.memberId', '=', request.params.agencyId)
            .where('o.accountType', '=', 'CLUSTER')
            .orderBy('o.name');
          if (typeof named === 'string' && UUID.test(named)) query = query.where('m.organisationId', '=', named);
          const membership = UUID.test(request.params.agencyId) ? await query.executeTakeFirst() : undefined;
          if (!membership) throw new ApiError(404, NOT_IN_A_CLUSTER);
          const cluster = await store.get(principal, membership.organisationId as string);
          await removeMember(db, store, principal, type, cluster.id as string, request.params.agencyId);
          return store.get(principal, cluster.id as string);
        },
      );
    }

    if (type.accountType === 'DIGITAL') {
      const aggregatorOf = async (principal: ReturnType<typeof principalOf>, id: unknown) => {
        const own = principal.accountType === type.accountType ? principal.accountId : undefined;
        const chosen = typeof id === 'string' && id !== '' ? id : own;
        if (!chosen) throw invalid([{ field: 'id', detail: 'id is a required field' }]);
        return store.get(principal, chosen);
      };
      app.get<{ Querystring: { id?: string } }>(
        `${ACCOUNT}/da`,
        { config: { permission: permissions.get }, schema: { tags } },
        async (request) => {
          const aggregator = await aggregatorOf(principalOf(request), request.query.id);
          return { ...aggregator, agencies: await membersOf(db, aggregator.id as string) };
        },
      );
      app.put(`${ACCOUNT}/da`, { config: { permission: permissions.update }, schema: { tags } }, async (request) => {
        const principal = principalOf(request);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const aggregator = await aggregatorOf(principal, body.id);
        await addMember(db, store, principal, type, aggregator.id as string, body.agencyId);
        return {
          ...(await store.get(principal, aggregator.id as string)),
          agencies: await membersOf(db, aggregator.id as string),
        };
      });
    }

    if (type.accountType === 'VENDOR') {
      app.get<{ Params: { vendorId: string } }>(
        `${ACCOUNT}/vendor/id/:vendorId`,
        { config: { permission: permissions.get }, schema: { tags, params: params('vendorId') } },
        async (request) => store.get(principalOf(request), request.params.vendorId),
      );
      app.get(`${ACCOUNT}/vendor/panel`, list, async (request) =>
        answerList(store, request, withDefaultSize(queryOf(request), MAX_PAGE_SIZE)),
      );
    }
  };
