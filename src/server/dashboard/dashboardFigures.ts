import { sql, type Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { DashboardFigures } from '../../shared/dashboard/figures';
import { durationStart, type DurationCode } from '../../shared/dashboard/durations';
import type { StatusCount } from '../../shared/dashboard/statusCount';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import type { ResourceStore } from '../resources/resourceStore';
import type { TeamNarrowing } from '../tenancy/clientRecord';
import type { StatusSum } from './dashboardFigure';

/** The caller's rows of a resource modified since the window's start, as a subquery named `visible`. */
const visibleSince = (store: ResourceStore, principal: Principal, since: Date, narrowing: TeamNarrowing) =>
  store
    .visibleRows(principal, narrowing)
    .where(sql.ref(store.resource.column('modified')), '>=', since)
    .as('visible');

/**
 * Per-status counts of one resource, through the store's visible rows (tenant, teams, the header's team), so
 * the dashboard counts exactly what the caller's lists show: never a row of another tenant or team.
 */
async function countByStatus(
  db: Kysely<Database>,
  store: ResourceStore,
  principal: Principal,
  since: Date,
  narrowing: TeamNarrowing,
): Promise<StatusCount[]> {
  const rows = await db
    .selectFrom(visibleSince(store, principal, since, narrowing))
    .select(['visible.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('visible.status')
    .orderBy('visible.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
}

/** The total of a money field per status (summed by the database in whole cents). */
async function sumByStatus(
  db: Kysely<Database>,
  store: ResourceStore,
  principal: Principal,
  since: Date,
  narrowing: TeamNarrowing,
  field: string,
): Promise<StatusSum[]> {
  const rows = await db
    .selectFrom(visibleSince(store, principal, since, narrowing))
    .select([
      'visible.status',
      sql<string>`coalesce(sum(round(${sql.ref(`visible.${field}`)}::numeric * 100)), 0)`.as('cents'),
    ])
    .groupBy('visible.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), sum: Number(row.cents) / 100 }));
}

/**
 * The figures a persona's dashboard shows for the chosen duration: each resource that declares a dashboard figure
 * and that the caller may list fills its field from the rows its list would show.
 */
export async function dashboardFigures(
  db: Kysely<Database>,
  stores: readonly ResourceStore[],
  principal: Principal,
  duration: DurationCode,
  narrowing: TeamNarrowing = {},
  now: Date = new Date(),
): Promise<DashboardFigures> {
  const since = durationStart(duration, now);
  const figures: DashboardFigures = { duration, since: since.toISOString(), accounts: { total: 0, byStatus: [] } };
  for (const store of stores) {
    const figure = store.resource.dashboardFigure;
    if (!figure || !hasPermission(principal.permissions, store.resource.declaration.permissions.list)) continue;
    Object.assign(figures, { [figure.key]: await resourceFigure(db, store, principal, since, narrowing) });
  }
  return figures;
}

/** One resource's dashboard figure (its `dashboardFigure` tally) over the caller's rows modified since `since`. */
export async function resourceFigure(
  db: Kysely<Database>,
  store: ResourceStore,
  principal: Principal,
  since: Date,
  narrowing: TeamNarrowing = {},
) {
  const figure = store.resource.dashboardFigure;
  if (!figure) throw new Error(`Resource ${store.resource.declaration.name} declares no dashboard figure`);
  const counts = await countByStatus(db, store, principal, since, narrowing);
  const sums = figure.sums ? await sumByStatus(db, store, principal, since, narrowing, figure.sums) : [];
  return figure.tally(counts, sums);
}
