/**
 * Reads a list answer in either of the platform's two shapes (spec 000 §7.1): `{content, totalElements}` from
 * the record services, `{hits, totalHits}` from the search services, whose hits may be bare records or
 * search-engine envelopes carrying the record in `_source`.
 */

export interface ListResult {
  data: Record<string, unknown>[];
  total: number;
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

export function readListPage(answer: unknown, source: string): ListResult {
  if (isRecord(answer) && Array.isArray(answer.content)) {
    return { data: answer.content, total: readTotal(answer.totalElements, answer.content.length) };
  }
  if (isRecord(answer) && Array.isArray(answer.hits)) {
    const data = answer.hits.map(unwrapHit);
    return { data, total: readTotal(answer.totalHits, data.length) };
  }
  throw new Error(`${source} answered neither {content, totalElements} nor {hits, totalHits}`);
}
