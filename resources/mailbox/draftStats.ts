import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { EMAIL_TYPES } from './threads';
import type { Database } from '../../src/server/db/tables';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A bound of the range: an ISO instant, or a plain day covering the whole day (spec 001 §7 search lists). */
function bound(params: URLSearchParams, field: 'after' | 'before'): Date | undefined {
  const text = params.get(field);
  if (!text) return undefined;
  const date = new Date(DAY.test(text) ? `${text}T${field === 'after' ? '00:00:00.000' : '23:59:59.999'}Z` : text);
  if (Number.isNaN(date.getTime())) throw invalid([{ field, detail: `${field} must be a date` }]);
  return date;
}

/**
 * GET draft-stats (before, after): the drafts the caller may see, written in the range, counted in total and by
 * type (the spec shows the call, not its answer: this shape is the decision).
 */
export async function draftStats(
  db: Kysely<Database>,
  store: ResourceStore,
  principal: Principal,
  params: URLSearchParams,
) {
  const after = bound(params, 'after');
  const before = bound(params, 'before');
  let query = db
    .selectFrom(store.visibleRows(principal).as('visible'))
    .select(['visible.emailType'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('visible.emailDirection', '=', 'DRAFT')
    .groupBy('visible.emailType');
  if (after) query = query.where('visible.created', '>=', after);
  if (before) query = query.where('visible.created', '<=', before);
  const rows = await query.execute();
  const byType = Object.fromEntries(EMAIL_TYPES.map((type) => [type, 0])) as Record<string, number>;
  for (const row of rows) byType[String(row.emailType)] = Number(row.count);
  return { totalDrafts: Object.values(byType).reduce((sum, count) => sum + count, 0), byType };
}
