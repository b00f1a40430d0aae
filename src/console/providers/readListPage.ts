/**
 * Reads a list answer in either of the platform's two shapes (spec 000 §7.1): `{content, totalElements}` from
 * the record services, `{hits, totalHits}` from the search services, whose hits may be bare records or
 * search-engine envelopes carrying the record in `_source`.
 */

export interface ListResult {
  data: Record<string, unknown>[];
  total: number;
  /**
   * The total is a lower bound (`totalHits.relation: 'gte'`): the list has at least `total` matches and was not
   * counted further (the server counts exactly up to a limit; a search engine may do the same).
   */
  atLeast?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unwrapHit = (hit: unknown): Record<string, unknown> => {
  if (!isRecord(hit)) return hit as Record<string, unknown>;
  if (!isRecord(hit._source)) return hit;
  // Envelopes keep the id beside the record; the record's own id wins when it has one.
  return { ...hit._source, id: hit._source.id ?? hit._id };
};

// Search engines may report the total as `{value, relation}` rather than a number.
const readTotal = (total: unknown, fallback: number): number => {
  if (typeof total === 'number') return total;
  if (isRecord(total) && typeof total.value === 'number') return total.value;
  return fallback;
};

const isLowerBound = (total: unknown): boolean => isRecord(total) && total.relation === 'gte';

const withBound = (result: ListResult, totalHits: unknown): ListResult =>
  isLowerBound(totalHits) ? { ...result, atLeast: true } : result;

export function readListPage(answer: unknown, source: string): ListResult {
  if (isRecord(answer) && Array.isArray(answer.content)) {
    // A capped count keeps totalElements and says so in totalHits {value, relation: 'gte'}.
    const total = isLowerBound(answer.totalHits)
      ? readTotal(answer.totalHits, answer.content.length)
      : readTotal(answer.totalElements, answer.content.length);
    return withBound({ data: answer.content, total }, answer.totalHits);
  }
  if (isRecord(answer) && Array.isArray(answer.hits)) {
    const data = answer.hits.map(unwrapHit);
    return withBound({ data, total: readTotal(answer.totalHits, data.length) }, answer.totalHits);
  }
  throw new Error(`${source} answered neither {content, totalElements} nor {hits, totalHits}`);
}
