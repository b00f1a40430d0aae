import { sql, type Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { DashboardFigures } from '../../shared/dashboard/figures';
import { durationStart, type DurationCode } from '../../shared/dashboard/durations';
import {
  premiumOf,
  tallyBinders,
  tallyPolicies,
  tallyQuotes,
  type StatusCount,
} from '../../shared/dashboard/tallyRules';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import type { ResourceStore } from '../resources/resourceStore';
import type { TeamNarrowing } from '../tenancy/clientRecord';

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
  const rows = await (db as Kysely<Database>)
    .selectFrom(visibleSince(store, principal, since, narrowing))
    .select(['visible.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('visible.status')
    .orderBy('visible.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
}

/** The caller's rows of a resource modified since the window's start, as a subquery named `visible`. */
const visibleSince = (store: ResourceStore, principal: Principal, since: Date, narrowing: TeamNarrowing) =>
  store
    .visibleRows(principal, narrowing)
    .where(sql.ref(store.resource.column('modified')), '>=', since)
    .as('visible');

/** Total premium per policy status (in whole cents, summed by the database), for the premium tally. */
async function premiumByStatus(
  db: Kysely<Database>,
  store: ResourceStore,
  principal: Principal,
  since: Date,
  narrowing: TeamNarrowing,
) {
  const rows = await (db as Kysely<Database>)
    .selectFrom(visibleSince(store, principal, since, narrowing))
    .select([
      'visible.status',
      sql<string>`coalesce(sum(round(${sql.ref('visible.totalPremium')}::numeric * 100)), 0)`.as('cents'),
    ])
    .groupBy('visible.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), premium: Number(row.cents) / 100 }));
}

const total = (counts: readonly StatusCount[]) => counts.reduce((sum, row) => sum + row.count, 0);

/** The figures a persona's dashboard shows for the chosen duration. */
export async function dashboardFigures(
  db: Kysely<Database>,
  stores: readonly ResourceStore[],
  principal: Principal,
  duration: DurationCode,
  narrowing: TeamNarrowing = {},
  now: Date = new Date(),
): Promise<DashboardFigures> {
  const since = durationStart(duration, now);
  const readable = (name: string) => {
    const store = stores.find((candidate) => candidate.resource.declaration.name === name);
    return store && hasPermission(principal.permissions, store.resource.declaration.permissions.list)
      ? store
      : undefined;
  };
  const figures: DashboardFigures = { duration, since: since.toISOString(), accounts: { total: 0, byStatus: [] } };
  const accounts = readable('accounts');
  if (accounts) {
    const byStatus = await countByStatus(db, accounts, principal, since, narrowing);
    figures.accounts = { total: total(byStatus), byStatus };
  }
  const quotes = readable('quotes');
  if (quotes) {
    const byStatus = await countByStatus(db, quotes, principal, since, narrowing);
    // BOUND quotes are the binders (spec 002 §4), the rows the agency's BINDERS tab lists in that status.
    figures.quotes = { ...tallyQuotes(byStatus), binders: tallyBinders(byStatus) };
  }
  const policies = readable('policies');
  if (policies) {
    const byStatus = await countByStatus(db, policies, principal, since, narrowing);
    const premium = premiumOf(await premiumByStatus(db, policies, principal, since, narrowing));
    figures.policies = { ...tallyPolicies(byStatus), premium, byStatus };
  }
  const claims = readable('claims');
  if (claims) {
    const byStatus = await countByStatus(db, claims, principal, since, narrowing);
    figures.claims = { total: total(byStatus), byStatus };
  }
  return figures;
}
