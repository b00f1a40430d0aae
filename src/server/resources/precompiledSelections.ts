import { createQueryId, SelectQueryNode, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/tables';

/**
 * `rows` with its select list written to SQL once and carried as one raw selection: the same text in every
 * statement built on it, without visiting thirty column references on each (bench:api:profile: writing the select
 * list was most of the cost of compiling a list page). Conditions, joins, order and limits stay built and written
 * per statement, so nothing that depends on the caller is ever reused. A select list with parameters is left as
 * it is: its values could not be carried by a fixed text.
 */
export function precompiledSelections<Q extends SelectQueryBuilder<any, any, any>>(db: Kysely<Database>, rows: Q): Q {
  const { selections } = rows.toOperationNode();
  if (!selections?.length) return rows;
  const listOnly = SelectQueryNode.cloneWithSelections(SelectQueryNode.create(), selections);
  const written = db.getExecutor().compileQuery(listOnly, createQueryId());
  if (written.parameters.length > 0 || !written.sql.startsWith('select ')) return rows;
  return rows.clearSelect().select(sql.raw(written.sql.slice('select '.length)) as never) as Q;
}
