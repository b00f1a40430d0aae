/**
 * The list conventions of spec 000 §7.1, in both directions: the console encodes a list request into a
 * query string, the server decodes the same query string. One module so the two can never drift apart.
 *
 *   page=0&size=25                 0-based page and its size
 *   sort=name,asc                  field,direction
 *   search=*alpha*                 the term wrapped in asterisks
 *   f[status][in]=Open,Quoted      filter map: in / ni lists joined by commas
 *   f[created][after]=ISO          date ranges: after / before ISO values
 */
import type { ListQuery, SortDirection } from './types';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 1000;

type FilterOp = 'in' | 'ni' | 'after' | 'before';
const FILTER_PARAM = /^f\[([A-Za-z0-9_.]+)\]\[(in|ni|after|before)\]$/;

/** Wraps a search term in asterisks, as the platform expects. */
export const wrapSearch = (term: string): string => `*${term.trim()}*`;

/** Removes the wrapping asterisks of a search parameter. */
export const unwrapSearch = (raw: string): string => raw.trim().replace(/^\*+/, '').replace(/\*+$/, '').trim();

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date range given as two plain days covers them whole: after = start of the first day, before = end of
 * the last day (spec 001 §7: "a single-day range expands to the start and end of that day").
 */
export function expandDayRange(after?: string, before?: string): { after?: string; before?: string } {
  return {
    after: after && DAY_ONLY.test(after) ? `${after}T00:00:00.000Z` : after,
    before: before && DAY_ONLY.test(before) ? `${before}T23:59:59.999Z` : before,
  };
}

export function encodeListQuery(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('size', String(query.size));
  if (query.sort) params.set('sort', `${query.sort.field},${query.sort.direction}`);
  if (query.search && query.search.trim() !== '') params.set('search', wrapSearch(query.search));
  for (const [field, ops] of Object.entries(query.filters)) {
    const range = expandDayRange(ops.after, ops.before);
    if (ops.in) params.set(`f[${field}][in]`, ops.in.join(','));
    if (ops.ni) params.set(`f[${field}][ni]`, ops.ni.join(','));
    if (range.after) params.set(`f[${field}][after]`, range.after);
    if (range.before) params.set(`f[${field}][before]`, range.before);
  }
  return params;
}

export class ListQueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

const toInt = (raw: string | undefined, field: string, fallback: number, min: number, max: number): number => {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ListQueryError(field, `${field} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new ListQueryError(field, `${field} must be between ${min} and ${max}`);
  return value;
};

/** Decodes a list query string. Unknown parameters are ignored; malformed known ones throw ListQueryError. */
export function decodeListQuery(params: URLSearchParams): ListQuery {
  const query: ListQuery = {
    page: toInt(params.get('page') ?? undefined, 'page', 0, 0, 1_000_000),
    size: toInt(params.get('size') ?? undefined, 'size', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    filters: {},
  };
  const sort = params.get('sort');
  if (sort) {
    const [field, direction = 'asc'] = sort.split(',').map((part) => part.trim());
    const dir = direction.toLowerCase();
    if (!field || (dir !== 'asc' && dir !== 'desc'))
      throw new ListQueryError('sort', 'sort must be field,asc or field,desc');
    query.sort = { field, direction: dir as SortDirection };
  }
  const search = params.get('search');
  if (search !== null && unwrapSearch(search) !== '') query.search = unwrapSearch(search);
  for (const [key, value] of params.entries()) {
    const match = FILTER_PARAM.exec(key);
    if (!match) continue;
    const [, field, op] = match as unknown as [string, string, FilterOp];
    const entry = (query.filters[field] ??= {});
    if (op === 'in' || op === 'ni') entry[op] = value === '' ? [] : value.split(',').map((v) => v.trim());
    else {
      if (Number.isNaN(Date.parse(value))) throw new ListQueryError(`f[${field}][${op}]`, `${op} must be an ISO date`);
      entry[op] = value;
    }
  }
  for (const entry of Object.values(query.filters)) Object.assign(entry, expandDayRange(entry.after, entry.before));
  return query;
}
