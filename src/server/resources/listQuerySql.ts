import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '../../shared/api/types';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import { ListQueryError } from '../../shared/api/listQuery';

/** Escapes LIKE wildcards so a search term matches literally. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Turns the decoded list conventions into SQL conditions for one resource. Only declared fields may be
 * filtered or sorted on; anything else is a 400 naming the parameter, never an SQL error.
 */
export function listConditions(
  declaration: ResourceDeclaration,
  query: ListQuery,
  column: (field: string) => string,
  searchColumn: string | undefined,
): (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>[] {
  for (const [field, ops] of Object.entries(query.filters)) {
    if ((ops.in || ops.ni) && !declaration.filterable.includes(field))
      throw new ListQueryError(`f[${field}]`, `${field} cannot be filtered on`);
    if ((ops.after || ops.before) && !declaration.dateFilters.includes(field))
      throw new ListQueryError(`f[${field}]`, `${field} is not a date filter`);
  }
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search && searchColumn) {
      conditions.push(sql<SqlBool>`${sql.ref(searchColumn)} like ${`%${escapeLike(query.search.toLowerCase())}%`}`);
    }
    for (const [field, ops] of Object.entries(query.filters)) {
      const ref = eb.ref(column(field));
      if (ops.in) conditions.push(ops.in.length ? eb(ref, 'in', ops.in) : sql<SqlBool>`false`);
      if (ops.ni && ops.ni.length) conditions.push(eb.or([eb(ref, 'not in', ops.ni), eb(ref, 'is', null)]));
      if (ops.after) conditions.push(eb(ref, '>=', new Date(ops.after)));
      if (ops.before) conditions.push(eb(ref, '<=', new Date(ops.before)));
    }
    return conditions;
  };
}

export function listOrder(
  declaration: ResourceDeclaration,
  query: ListQuery,
): { field: string; direction: 'asc' | 'desc' } {
  const sort = query.sort ?? declaration.defaultSort;
  if (!declaration.sortable.includes(sort.field)) throw new ListQueryError('sort', `${sort.field} cannot be sorted on`);
  return sort;
}
