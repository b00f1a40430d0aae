/**
 * The specifications' own paths for what our generic routes already serve (`GET {family}` lists,
 * `PUT {family}` with the id in the body, `agent/license/{state}`…). A resource declares them in its
 * folder (`specRoutes.ts`, plugged in as the resource's `routes`); every such
 * route reaches the rows through a ResourceStore, so tenancy, validation, versions and history are the store's, exactly as on our `{family}/search` and `{family}/{id}` aliases.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../http/apiError';
import type { ResourceContext } from './resourceStore';

/** A resource's spec paths: registered as (part of) its `routes`, after its generic CRUD routes. */
export type SpecPathRoutes = (app: FastifyInstance, context: ResourceContext) => void;

/** The request's query string, as the list conventions read it. */
export const queryOf = (request: FastifyRequest): URLSearchParams =>
  new URLSearchParams(request.url.split('?')[1] ?? '');

/** A copy of the query with each given filter set to `f[field][in]=values` (replacing what the caller sent). */
export function withFilters(params: URLSearchParams, filters: Record<string, readonly string[]>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, values] of Object.entries(filters)) next.set(`f[${field}][in]`, values.join(','));
  return next;
}

/** A copy of the query whose page size is `size` unless the caller chose one (the `…/all` lists). */
export function withDefaultSize(params: URLSearchParams, size: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!next.get('size')) next.set('size', String(size));
  return next;
}

/** The `id` a `PUT {family}` body carries (spec: the id travels in the body); 400 naming `id` without one. */
export function idInBody(body: unknown): string {
  const id =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).id : undefined;
  if (typeof id !== 'string' || id.trim() === '') throw invalid([{ field: 'id', detail: 'id is a required field' }]);
  return id.trim();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id used as a filter value: one that is not a uuid is a 400 naming the parameter. */
export function uuidParam(value: string, field: string): string {
  if (!UUID.test(value)) throw invalid([{ field, detail: `${field} must be an id` }]);
  return value;
}
