import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../../src/server/auth/principal';
import { decodeListQuery } from '../../../src/shared/api/listQuery';
import type { ResourceDeclaration } from '../../../src/shared/resources/declaration';
import { listConditions, listOrder } from '../../../src/server/resources/listQuerySql';
import { specListParams } from '../../../src/server/resources/specListParams';
import { invalid } from '../../../src/server/http/apiError';
import { API_ACTIVITY_API, API_ACTIVITY_READ } from '../declaration';
import type { Database } from '../../../src/server/db/tables';

/** The list conventions of `GET /api/apiactivity/v1/search` (the activity is not a resource: nobody writes it). */
export const activityList: ResourceDeclaration = {
  name: 'apiActivity',
  apiBase: API_ACTIVITY_API,
  sortable: ['created', 'statusCode', 'durationMs', 'method', 'path', 'keyName'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['keyId', 'method', 'statusCode'],
  dateFilters: ['created'],
  searchable: [],
  pageSizes: [25, 50, 100],
  permissions: {
    list: API_ACTIVITY_READ,
    get: API_ACTIVITY_READ,
    create: API_ACTIVITY_READ,
    update: API_ACTIVITY_READ,
    delete: API_ACTIVITY_READ,
  },
};

const column = (field: string) => `apiActivity.${field}`;

/** The calls of the caller's organisation's keys: everyone, staff included, sees its own organisation's. */
const ownCalls = (db: Kysely<Database>, principal: Principal) =>
  db.selectFrom('apiActivity').where('apiActivity.accountId', '=', principal.accountId);

/** A page of calls, newest first by default; filters `keyId`, `method`, `statusCode`, dates on `created`. */
export async function searchActivity(db: Kysely<Database>, principal: Principal, params: URLSearchParams) {
  const query = decodeListQuery(specListParams(params, activityList));
  const conditions = listConditions(activityList, query, column, undefined);
  const order = listOrder(activityList, query);
  const filtered = ownCalls(db, principal).where((eb) => eb.and(conditions(eb)));
  const [content, total] = await Promise.all([
    filtered
      .select(['id', 'keyId', 'keyName', 'method', 'path', 'statusCode', 'durationMs', 'created'])
      .orderBy(sql.ref(column(order.field)), order.direction)
      .orderBy('apiActivity.id')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { content, totalElements: Number(total.count) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

/** The period of the graph and the stats: `from` and `to` (YYYY-MM-DD, UTC days, both included); default the last 30 days. */
export function periodOf(params: URLSearchParams): { from: string; to: string; keyId?: string } {
  const today = new Date().toISOString().slice(0, 10);
  const to = params.get('to') ?? today;
  const from =
    params.get('from') ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const errors = [];
  if (!DAY.test(from) || Number.isNaN(Date.parse(from)))
    errors.push({ field: 'from', detail: 'from must be a date (YYYY-MM-DD)' });
  if (!DAY.test(to) || Number.isNaN(Date.parse(to)))
    errors.push({ field: 'to', detail: 'to must be a date (YYYY-MM-DD)' });
  if (!errors.length && from > to) errors.push({ field: 'from', detail: 'from must not be after to' });
  if (!errors.length && (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_DAYS)
    errors.push({ field: 'from', detail: `The period is at most ${MAX_DAYS} days` });
  const keyId = params.get('keyId') ?? undefined;
  if (keyId !== undefined && !/^[0-9a-f-]{36}$/i.test(keyId))
    errors.push({ field: 'keyId', detail: 'keyId must be an id' });
  if (errors.length) throw invalid(errors);
  return { from, to, keyId };
}

const inPeriod = (db: Kysely<Database>, principal: Principal, period: { from: string; to: string; keyId?: string }) => {
  let calls = ownCalls(db, principal)
    .where('apiActivity.created', '>=', new Date(`${period.from}T00:00:00Z`))
    .where('apiActivity.created', '<', new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000));
  if (period.keyId) calls = calls.where('apiActivity.keyId', '=', period.keyId);
  return calls;
};

/** Calls per UTC day of the period (every day listed, 0 where none), with how many failed (status 400 and above). */
export async function activityGraph(db: Kysely<Database>, principal: Principal, params: URLSearchParams) {
  const period = periodOf(params);
  const rows = await inPeriod(db, principal, period)
    .select(sql<string>`to_char(api_activity.created at time zone 'UTC', 'YYYY-MM-DD')`.as('date'))
    .select(sql<string>`count(*)`.as('calls'))
    .select(sql<string>`count(*) filter (where api_activity.status_code >= 400)`.as('errors'))
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const days = [];
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= Date.parse(`${period.to}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const row = byDay.get(date);
    days.push({ date, calls: Number(row?.calls ?? 0), errors: Number(row?.errors ?? 0) });
  }
  return { from: period.from, to: period.to, days };
}

/** Totals of the period: calls, successful and failed ones, the mean duration, the last call, and calls per key. */
export async function activityStats(db: Kysely<Database>, principal: Principal, params: URLSearchParams) {
  const period = periodOf(params);
  const calls = inPeriod(db, principal, period);
  const [totals, perKey] = await Promise.all([
    calls
      .select(sql<string>`count(*)`.as('totalCalls'))
      .select(sql<string>`count(*) filter (where api_activity.status_code >= 400)`.as('failedCalls'))
      .select(sql<string | null>`round(avg(api_activity.duration_ms))`.as('averageDurationMs'))
      .select(sql<Date | null>`max(api_activity.created)`.as('lastCall'))
      .executeTakeFirstOrThrow(),
    calls
      .select([
        'apiActivity.keyId',
        sql<string>`max(api_activity.key_name)`.as('keyName'),
        sql<string>`count(*)`.as('calls'),
      ])
      .groupBy('apiActivity.keyId')
      .orderBy(sql`count(*)`, 'desc')
      .execute(),
  ]);
  const total = Number(totals.totalCalls);
  const failed = Number(totals.failedCalls);
  return {
    from: period.from,
    to: period.to,
    totalCalls: total,
    successfulCalls: total - failed,
    failedCalls: failed,
    averageDurationMs: totals.averageDurationMs === null ? null : Number(totals.averageDurationMs),
    lastCall: totals.lastCall,
    keys: perKey.map((row) => ({ keyId: row.keyId, keyName: row.keyName, calls: Number(row.calls) })),
  };
}
