import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ListTotal } from '../../shared/api/types';
import type { Database } from '../db/tables';

/**
 * How a list counts its matches at scale: exactly up to EXACT_TOTAL_LIMIT, and beyond it only "at least".
 *
 * An exact `count(*)` visits every match, so a page of a million-row list would cost a scan of the whole
 * tenant. Instead the count reads at most EXACT_TOTAL_LIMIT + 1 matches (`select count(*) from (select 1 …
 * limit 1001)`), which the list indexes answer from the index alone (migration 009) in well under a
 * millisecond on PostgreSQL and a few milliseconds on the embedded database. At or below the limit the total
 * is exact (relation `eq`); above it the answer says "at least" (relation `gte`, the search services'
 * `totalHits` shape), and the console pages with next/previous and shows "of 1,000+" instead of claiming a
 * last page. 1,000 is 40 pages of 25: past that a person searches or filters rather than pages, and the
 * count's cost grows with the limit (10,000 cost ~1 ms on PostgreSQL and ~20 ms embedded, per page).
 */
export const EXACT_TOTAL_LIMIT = 1_000;

type Rows = SelectQueryBuilder<any, any, any>;

/**
 * `select count(*)` over at most `limit + 1` rows of the filtered list (its select list is dropped).
 *
 * `inOrder` reads those rows in an order a list index holds (ServerResource.countsInDefaultOrder). Unordered, the
 * planner may take the first matches from a sequential scan instead: on PostgreSQL at 1,000,000 accounts, an
 * agency's half of the table cost 0.45–0.55 ms that way, its pages read past shared buffers on every count,
 * against 0.2 ms for an index-only scan of the index the page itself is read from.
 */
export function countUpTo(
  db: Kysely<Database>,
  filtered: Rows,
  options: { limit?: number; inOrder?: (rows: Rows) => Rows } = {},
) {
  const limit = options.limit ?? EXACT_TOTAL_LIMIT;
  const matches = filtered
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'));
  const capped = (options.inOrder ? options.inOrder(matches) : matches).limit(limit + 1);
  return db.selectFrom(capped.as('capped')).select(sql<number>`count(*)::int`.as('total'));
}

/**
 * The total a page reports. `counted` is the capped count; `rowsOnPage` the rows of this page; `more` whether
 * a row exists after this page (the page query asks for one row beyond the page size to know).
 */
export function pageTotal(
  counted: number,
  page: { offset: number; rowsOnPage: number; more: boolean },
  limit = EXACT_TOTAL_LIMIT,
): ListTotal {
  if (counted <= limit) return { value: counted, relation: 'eq' };
  // A page that ends the list tells the exact total even where the count stopped.
  if (!page.more && page.rowsOnPage > 0) return { value: page.offset + page.rowsOnPage, relation: 'eq' };
  return { value: Math.max(limit, page.offset + page.rowsOnPage + (page.more ? 1 : 0)), relation: 'gte' };
}
