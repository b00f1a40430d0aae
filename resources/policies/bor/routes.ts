/**
 * Broker-of-record paths (spec 002 §7 "BOR: POST /bor/{policyId}; PUT /bor/{policyId}; PUT /update/BOR/{id}",
 * "/search/bor-policies"); bodies and answers decided (docs/features/policies-and-money.md "Broker of record"):
 *
 *   POST /api/policy/v1/bor/{policyId}      {agencyId, agentEmail?, effectiveDate?, note?}  → 201 the request
 *   PUT  /api/policy/v1/bor/{policyId}      {status: APPROVED | REJECTED, note?}            → 200 the request
 *   PUT  /api/policy/v1/update/BOR/{id}     {agencyId?, agentEmail?, effectiveDate?, note?, version?} → 200
 *   GET  /api/policy/v1/search/bor-policies?page&size&status                               → the requests, newest first
 *
 * Each write is an action of the policy through the policies store (actions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import type { Database } from '../../../src/server/db/tables';
import { invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { dayColumn } from '../../../src/server/tenancy/agencyOwned';
import { policiesResource } from '../declaration';
import { DECIDE_BOR, FILE_BOR, updateBor } from './actions';
import { borAnswer, borListAnswer, decideBorBody, fileBorBody, updateBorBody } from './bodies';
import { BOR_MESSAGES as M } from './messages';
import { POLICY_BOR } from './permissions';

const { apiBase } = policiesResource;
const tags = [policiesResource.name];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];

const selectRequests = (db: Kysely<Database>) =>
  db
    .selectFrom('policyBorRequests')
    .select([
      'id',
      'policyId',
      'accountId',
      'fromAgencyId',
      'toAgencyId',
      'agentEmail',
      'note',
      'status',
      'requestedBy',
      'decidedBy',
      'decidedAt',
      'created',
      'version',
    ])
    .select(dayColumn('policyBorRequests.effectiveDate', 'effectiveDate'));

export function registerBorRoutes(app: FastifyInstance, { store, db }: ResourceContext): void {
  const requestOf = async (id: unknown) => {
    const found = typeof id === 'string' && UUID.test(id);
    const row = found ? await selectRequests(db).where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound('Broker of record change');
    return row;
  };
  const params = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };

  app.post<{ Params: { id: string } }>(
    `${apiBase}/bor/:id`,
    {
      config: { permission: POLICY_BOR, bodySchema: fileBorBody, answerSchema: borAnswer, answerStatus: 201 },
      schema: { tags, params },
    },
    async (request, reply) => {
      const acted = await store.act(principalOf(request), request.params.id, FILE_BOR, request.body);
      reply.code(201);
      return { ...(await requestOf((acted as { borRequestId?: string }).borRequestId)), message: M.filed };
    },
  );

  app.put<{ Params: { id: string } }>(
    `${apiBase}/bor/:id`,
    {
      config: { permission: POLICY_BOR, bodySchema: decideBorBody, answerSchema: borAnswer },
      schema: { tags, params },
    },
    async (request) => {
      const acted = await store.act(principalOf(request), request.params.id, DECIDE_BOR, request.body);
      const decided = await requestOf((acted as { borRequestId?: string }).borRequestId);
      return { ...decided, message: decided.status === 'APPROVED' ? M.approved : M.rejected };
    },
  );

  app.put<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>(
    `${apiBase}/update/BOR/:id`,
    {
      config: { permission: POLICY_BOR, bodySchema: updateBorBody, answerSchema: borAnswer },
      schema: { tags, params },
    },
    async (request) => {
      const existing = await requestOf(request.params.id);
      const { version, ...changes } = request.body ?? {};
      if (version !== undefined && !Number.isInteger(version))
        throw invalid([{ field: 'version', detail: 'version must be an integer' }]);
      await store.act(
        principalOf(request),
        existing.policyId,
        updateBor(existing.id, version as number | undefined),
        changes,
      );
      return { ...(await requestOf(existing.id)), message: M.updated };
    },
  );

  app.get<{ Querystring: { page?: string; size?: string; status?: string } }>(
    `${apiBase}/search/bor-policies`,
    { config: { permission: POLICY_BOR, answerSchema: borListAnswer }, schema: { tags } },
    async (request) => {
      const page = Number(request.query.page ?? 0);
      const size = Number(request.query.size ?? 25);
      if (!Number.isInteger(page) || page < 0) throw invalid([{ field: 'page', detail: 'page must be 0 or more' }]);
      if (!Number.isInteger(size) || size < 1 || size > 100)
        throw invalid([{ field: 'size', detail: 'size must be between 1 and 100' }]);
      const status = request.query.status;
      if (status !== undefined && !STATUSES.includes(status))
        throw invalid([{ field: 'status', detail: `status must be one of ${STATUSES.join(', ')}` }]);
      let query = selectRequests(db);
      let count = db.selectFrom('policyBorRequests').select((eb) => eb.fn.countAll<string>().as('count'));
      if (status) {
        query = query.where('status', '=', status);
        count = count.where('status', '=', status);
      }
      const [content, total] = await Promise.all([
        query
          .orderBy('created', 'desc')
          .orderBy('id')
          .limit(size)
          .offset(page * size)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { content, totalElements: Number(total.count), page, size };
    },
  );
}
