/** What every billing route shares: the path prefix, the policy as the caller may see it, ids from queries. */
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../src/server/auth/principal';
import { invalid, notFound } from '../../../src/server/http/apiError';
import type { ResourceStore } from '../../../src/server/resources/resourceStore';
import { validateWithSchema } from '../../../src/shared/validation/validateRecord';
import type { JsonSchemaNode } from '../../../src/shared/validation/schemaRegistry';
import type { ApiRecord } from '../../../src/shared/api/types';

export const BILLING = '/api/billing/v1';
export const tags = { tags: ['billing'] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const queryOf = (request: FastifyRequest): ApiRecord => (request.query ?? {}) as ApiRecord;
export const paramsOf = (request: FastifyRequest): Record<string, string> =>
  (request.params ?? {}) as Record<string, string>;

export function policyIdOf(value: unknown): string {
  if (value === undefined || value === '') throw invalid([{ field: 'policyId', detail: 'Policy is a required field' }]);
  if (typeof value !== 'string') throw invalid([{ field: 'policyId', detail: 'Policy must be an id' }]);
  return value;
}

/** The policy through the policies store with the caller's principal: another agency's, or a bad id, is 404. */
export async function policyFor(store: ResourceStore, principal: Principal, policyId: string): Promise<ApiRecord> {
  if (!UUID.test(policyId)) throw notFound(store.resource.label);
  return store.get(principal, policyId);
}

export function bodyOf(schema: JsonSchemaNode, body: unknown): ApiRecord {
  const { value, errors } = validateWithSchema(schema, body ?? {});
  if (errors.length) throw invalid(errors);
  return value;
}

export const todayUtc = () => new Date().toISOString().slice(0, 10);
