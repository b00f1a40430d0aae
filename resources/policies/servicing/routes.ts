/**
 * Servicing's spec paths beside its declared actions' own:
 * - POST /{policyId}/mute-renewal-reminders/{product}: the mute action, refused with a 400 naming `productType`
 *   when the path's product is not the policy's;
 * - GET /midterm/list/{policyNumber}, /P250/midterm/list/{policyNumber}, /{productType}/midterm/list/{policyNumber}:
 *   the policy's endorsements, oldest first, read through the policies store (another agency's policy is 404).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { policiesResource } from '../declaration';
import { onProductPath } from '../lifecycle/productPath';
import { MUTE_RENEWAL_REMINDERS } from './actions';
import { endorsementsOf } from './endorsement';

const { apiBase, permissions } = policiesResource;
const tags = [policiesResource.name];

const parsed = (details: unknown): Record<string, unknown> => {
  if (typeof details === 'string') {
    try {
      return JSON.parse(details) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return (details ?? {}) as Record<string, unknown>;
};

export function registerServicingRoutes(app: FastifyInstance, { store }: ResourceContext): void {
  app.route<{ Params: { id: string; productType: string } }>({
    method: 'POST',
    url: `${apiBase}/:id/mute-renewal-reminders/:productType`,
    config: {
      permission: MUTE_RENEWAL_REMINDERS.permission,
      bodySchema: MUTE_RENEWAL_REMINDERS.body,
      answerStatus: 200,
    },
    schema: {
      tags,
      params: {
        type: 'object',
        required: ['id', 'productType'],
        properties: { id: { type: 'string' }, productType: { type: 'string' } },
      },
    },
    handler: async (request) =>
      store.act(
        principalOf(request),
        request.params.id,
        onProductPath(MUTE_RENEWAL_REMINDERS, request.params.productType),
        request.body,
      ),
  });

  const midterm = async (principal: ReturnType<typeof principalOf>, policyNumber: string, productType?: string) => {
    const policy = await store
      .visibleRows(principal)
      .where(sql.ref(store.resource.column('policyNumber')), '=', policyNumber)
      .executeTakeFirst();
    if (!policy) throw notFound(store.resource.label);
    if (productType && productType.toUpperCase() !== String(policy.product).toUpperCase()) {
      throw invalid([
        { field: 'productType', detail: `This policy is a ${String(policy.product)} policy, not ${productType}.` },
      ]);
    }
    const content = endorsementsOf(parsed(policy.details));
    return {
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      product: policy.product,
      totalPremium: policy.totalPremium,
      content,
      totalElements: content.length,
    };
  };
  const config = { permission: permissions.get };
  app.get<{ Params: { policyNumber: string } }>(
    `${apiBase}/midterm/list/:policyNumber`,
    { config, schema: { tags } },
    async (request) => midterm(principalOf(request), request.params.policyNumber),
  );
  app.get<{ Params: { productType: string; policyNumber: string } }>(
    `${apiBase}/:productType/midterm/list/:policyNumber`,
    { config, schema: { tags } },
    async (request) => midterm(principalOf(request), request.params.policyNumber, request.params.productType),
  );
}
