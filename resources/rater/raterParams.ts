/** The Rater API's path and query parameters, each refused with a 400 naming it. */
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../src/server/http/apiError';
import { NAICS_CODE } from '../../src/shared/rating/naics';

/** The spec's rater paths carry no product: P100's rater answers unless `?product=` names another. */
export const DEFAULT_PRODUCT = 'P100';

const query = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;

export function productParam(request: FastifyRequest): string {
  const product = query(request).product ?? DEFAULT_PRODUCT;
  if (typeof product !== 'string' || !/^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(product))
    throw invalid([{ field: 'product', detail: 'Product must be a product code' }]);
  return product;
}

/** A two-letter state code (any case); `field` says where it came from. */
export function stateParam(value: unknown, field = 'state'): string {
  if (value === undefined || value === '') throw invalid([{ field, detail: 'State is a required field' }]);
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value))
    throw invalid([{ field, detail: 'State must be a two-letter code' }]);
  return value.toUpperCase();
}

export const queryState = (request: FastifyRequest): string => stateParam(query(request).state);

export function naicsParam(value: string): string {
  if (!NAICS_CODE.test(value)) throw invalid([{ field: 'naicsCode', detail: 'Industry Code must be 2 to 6 digits' }]);
  return value;
}
