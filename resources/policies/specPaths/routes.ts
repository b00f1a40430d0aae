/**
 * The policy family's spec read paths (spec 002 "Policies": detail, search and extended reporting period), each read
 * through the policies store, so a policy of another tenant is 404 and a list holds only the caller's:
 *
 *   GET /api/policy/v1/P250/{id}                 the policy, when its product is P250 (else 404)
 *   GET /api/policy/v1/P250/details/{id}         the P250 policy with its priced cover (policyDetails.ts)
 *   GET /api/policy/v1/search/dashboard          the dashboard's policy tallies (duration, teamId, teamScope)
 *   GET /api/policy/v1/search/premium/           a list page of the policies that earned premium, with its total
 *   GET /api/policy/v1/erp/eligibility/{id}      whether the extended reporting period may be bought (erpEligibility.ts)
 *
 * The shapes are not shown by the spec; these are the decisions, written in docs/api/spec-paths.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { resourceFigure } from '../../../src/server/dashboard/dashboardFigures';
import { notFound } from '../../../src/server/http/apiError';
import { answerList } from '../../../src/server/resources/resourceRoutes';
import { specListParams } from '../../../src/server/resources/specListParams';
import { queryOf } from '../../../src/server/resources/specPaths';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { decodeListQuery } from '../../../src/shared/api/listQuery';
import { durationStart, parseDuration } from '../../../src/shared/dashboard/durations';
import { todayIso } from '../../../src/shared/dates/today';
import type { PolicyRecord } from '../../../src/shared/generated/records';
import type { TeamScope } from '../../../src/server/tenancy/clientRecord';
import { policiesResource } from '../declaration';
import { PREMIUM_STATUSES } from '../lifecycle/statuses';
import { erpEligibility } from './erpEligibility';
import { policyDetails } from './policyDetails';

const { apiBase, permissions } = policiesResource;
const schema = { tags: [policiesResource.name] };
const read = { config: { permission: permissions.get }, schema };
const list = { config: { permission: permissions.list }, schema };

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const narrowingOf = (params: URLSearchParams) => ({
  teamId: params.get('teamId') ?? undefined,
  teamScope: (params.get('teamScope') ?? undefined) as TeamScope | undefined,
});

export function registerPolicySpecPaths(app: FastifyInstance, context: ResourceContext<PolicyRecord>): void {
  const { store, db } = context;

  const p250 = async (request: FastifyRequest) => {
    const policy = await store.get(principalOf(request), idOf(request));
    if (policy.product !== 'P250') throw notFound(store.resource.label);
    return policy;
  };

  app.get(`${apiBase}/P250/:id`, read, p250);
  app.get(`${apiBase}/P250/details/:id`, read, async (request) =>
    policyDetails(await p250(request), store.environment.rating),
  );

  app.get(`${apiBase}/search/dashboard`, list, async (request) => {
    const params = queryOf(request);
    const duration = parseDuration(params.get('duration') ?? undefined);
    const since = durationStart(duration, new Date());
    const figure = await resourceFigure(db, store, principalOf(request), since, narrowingOf(params));
    return { duration, since: since.toISOString(), ...figure };
  });

  app.get(`${apiBase}/search/premium`, list, async (request) => {
    const params = queryOf(request);
    // Only the statuses that earned premium, whatever else the caller narrows by.
    const statuses = params
      .get('f[status][in]')
      ?.split(',')
      .filter((status) => PREMIUM_STATUSES.includes(status as never));
    params.set('f[status][in]', (statuses ?? PREMIUM_STATUSES).join(','));
    const page = await answerList(store, request, params);
    const query = decodeListQuery(specListParams(params, policiesResource));
    const totalPremium = await store.sum(principalOf(request), query, 'totalPremium', narrowingOf(params));
    return { ...page, totalPremium };
  });

  app.get(`${apiBase}/erp/eligibility/:id`, read, async (request) =>
    erpEligibility(await store.get(principalOf(request), idOf(request)), todayIso()),
  );
}
