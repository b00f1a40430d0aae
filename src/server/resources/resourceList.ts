import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListPage, ListQuery } from '../../shared/api/types';
import type { Principal } from '../auth/principal';
import { selectAsArrays } from '../db/arrayRows';
import { columnNames } from '../db/camelCasePlugin';
import { clientRecordScope, type TeamNarrowing } from '../tenancy/clientRecord';
import { listConditions, listOrder } from './listQuerySql';
import { listRecords } from './listRecords';
import { ListStatements } from './listStatement';
import { countUpTo, pageTotal } from './listTotal';
import type { AnyDb, ApiRecord, ServerResource } from './serverResource';

/** The column a list page's capped total comes back in, beside each row; never part of a record. */
const LIST_TOTAL = 'listTotal';
const LIST_TOTAL_COLUMN = columnNames.identifier(LIST_TOTAL);

type Rows = SelectQueryBuilder<any, any, any>;
/** The expression builder a list's conditions are made with: it holds no state, so one serves every request. */
const CONDITIONS = expressionBuilder<any, any>();

/**
 * A resource's list pages (`ResourceStore.list`): the caller's scope, search, filters and sort, one statement per
 * page with its capped total, each statement shape written once.
 */
export class ResourceList {
  /** This resource's list statements, each shape written once (listStatement.ts). */
  private readonly statements: ListStatements;

  constructor(
    private readonly db: AnyDb,
    private readonly resource: ServerResource,
    /** The resource's rows on `db`, before any condition (the store's precompiled selection). */
    private readonly rows: () => Rows,
  ) {
    this.statements = new ListStatements(db);
  }

  /** A page of the caller's records as the API answers it: dates as ISO text, before the resource's `present`. */
  async page(principal: Principal, query: ListQuery, narrowing: TeamNarrowing): Promise<ListPage<ApiRecord>> {
    const conditions = this.conditions(principal, query, narrowing);
    const order = listOrder(this.resource.declaration, query);
    const offset = query.page * query.size;
    const search = Boolean(query.search);
    // One row beyond the page tells whether another page follows; the total is counted exactly only up to a
    // limit (listTotal.ts), so no page costs a scan of every match. The statement is written once per shape and
    // filled in with this request's conditions (listStatement.ts).
    const statement = this.statements.write(
      `${search}\u0000${order.field}\u0000${order.direction}`,
      conditions,
      { limit: query.size + 1, offset },
      (where, limit, at) => this.statement(this.rows().where(where), search, order, limit, at),
    );
    const read = await selectAsArrays(this.db, statement);
    const { records: content, first } = listRecords(read, query.size, LIST_TOTAL_COLUMN);
    const counts =
      read.rows.length > 0
        ? Number(first)
        : offset === 0
          ? 0
          : Number((await this.countUpTo(this.rows().where(conditions)).executeTakeFirstOrThrow()).total);
    const total = pageTotal(
      counts,
      { offset, rowsOnPage: content.length, more: read.rows.length > query.size },
      this.resource.exactTotalUpTo,
    );
    return { content, totalElements: total.value, ...(total.relation === 'gte' ? { totalHits: total } : {}) };
  }

  /** A list's conditions: the caller's scope (with the list's team narrowing), then its search and filters. */
  private conditions(principal: Principal, query: ListQuery, narrowing: TeamNarrowing): Expression<SqlBool> {
    const { clientRecord, scope } = this.resource;
    const filters = listConditions(
      this.resource.declaration,
      query,
      (f) => this.resource.column(f),
      this.resource.searchColumn,
    );
    const all = [
      (clientRecord ? clientRecordScope(principal, clientRecord, narrowing) : scope!(principal))(CONDITIONS),
      ...filters(CONDITIONS),
    ];
    return all.length === 1 ? all[0] : CONDITIONS.and(all);
  }

  /**
   * A list page's statement over `filtered`: the page in `order` (one row beyond it) with its capped total as a
   * column. PostgreSQL counts once per statement (an InitPlan), so a page costs one statement, not two. A page
   * with no rows carries no total: the first page's is then 0; past the first page the count runs on its own.
   */
  private statement(
    filtered: Rows,
    search: boolean,
    order: { field: string; direction: 'asc' | 'desc' },
    limit: number,
    offset: number,
  ) {
    const id = sql.ref(this.resource.column('id'));
    const ordered = this.inOrderOf(order);
    // A search finds its page's ids first, then reads those rows: the ids and the search text come from a list
    // index alone (migration 012), where reading whole rows in list order to test each one's text cost
    // thousands of table reads for a common word.
    const page = search
      ? ordered(
          filtered.where(
            id,
            'in',
            ordered(filtered.clearSelect().select(id.as('pageId')))
              .limit(limit)
              .offset(offset),
          ),
        )
      : ordered(filtered).limit(limit).offset(offset);
    return page.select(this.countUpTo(filtered).as(LIST_TOTAL));
  }

  private inOrderOf(sort: { field: string; direction: 'asc' | 'desc' }) {
    const id = sql.ref(this.resource.column('id'));
    return <Q extends Rows>(rows: Q) =>
      rows.orderBy(sql.ref(this.resource.column(sort.field)), sort.direction).orderBy(id, 'asc') as Q;
  }

  private countUpTo(filtered: Rows) {
    return countUpTo(this.db, filtered, {
      limit: this.resource.exactTotalUpTo,
      inOrder: this.resource.countsInDefaultOrder ? this.inOrderOf(this.resource.declaration.defaultSort) : undefined,
    });
  }
}
