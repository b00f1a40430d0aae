/**
 * Translates react-admin's list parameters into the platform's list request (spec 000 §7.1), which
 * `encodeListQuery` then writes. The filter naming lets a view say what it means with a plain key:
 *
 *   q                      search term
 *   status: 'Open' | [..]  f[status][in]
 *   status_ni: [..]        f[status][ni]
 *   created_after / _gte   f[created][after]
 *   created_before / _lte  f[created][before]
 *
 * Blank values are dropped because react-admin keeps cleared filter inputs around as '' or [].
 */
import { DEFAULT_PAGE_SIZE } from '../../shared/api/listQuery';
import type { ListQuery, SortDirection } from '../../shared/api/types';
import type { ResourceDeclaration } from '../../shared/resources/declaration';

export interface ReactAdminListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

type Operator = 'in' | 'ni' | 'after' | 'before';

const SUFFIXES: ReadonlyArray<[string, Operator]> = [
  ['_ni', 'ni'],
  ['_after', 'after'],
  ['_gte', 'after'],
  ['_before', 'before'],
  ['_lte', 'before'],
];

const splitKey = (key: string): [string, Operator] => {
  for (const [suffix, operator] of SUFFIXES) {
    if (key.length > suffix.length && key.endsWith(suffix)) return [key.slice(0, -suffix.length), operator];
  }
  return [key, 'in'];
};

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

const scalarText = (key: string, value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  // Failing loudly beats silently listing unfiltered records.
  throw new Error(`Filter "${key}" has a value the API cannot express: ${JSON.stringify(value)}`);
};

function toFilters(filter: Record<string, unknown>): ListQuery['filters'] {
  const filters: ListQuery['filters'] = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') continue;
    const [field, operator] = splitKey(key);
    if (operator === 'in' || operator === 'ni') {
      const values = (Array.isArray(value) ? value : [value]).filter((v) => !isBlank(v)).map((v) => scalarText(key, v));
      if (values.length > 0) (filters[field] ??= {})[operator] = values;
    } else if (!isBlank(value)) {
      (filters[field] ??= {})[operator] = scalarText(key, value);
    }
  }
  return filters;
}

export function toListQuery(declaration: ResourceDeclaration, params: ReactAdminListParams): ListQuery {
  const page = Math.max(0, (params.pagination?.page ?? 1) - 1);
  const size = params.pagination?.perPage ?? declaration.pageSizes[0] ?? DEFAULT_PAGE_SIZE;
  // react-admin sorts by `id` unless told otherwise; a field the resource cannot sort by falls back to its
  // declared default instead of failing the whole list.
  const direction: SortDirection = params.sort?.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const sort =
    params.sort && declaration.sortable.includes(params.sort.field)
      ? { field: params.sort.field, direction }
      : declaration.defaultSort;
  const filter = params.filter ?? {};
  const search = isBlank(filter.q) ? undefined : scalarText('q', filter.q).trim() || undefined;
  return { page, size, sort, ...(search ? { search } : {}), filters: toFilters(filter) };
}
