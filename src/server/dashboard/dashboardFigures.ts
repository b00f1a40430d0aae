import { sql, type Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { DashboardFigures } from '../../shared/dashboard/figures';
import { durationStart, type DurationCode } from '../../shared/dashboard/durations';
import { tallyPolicies, tallyQuotes, type StatusCount } from '../../shared/dashboard/tallyRules';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import type { ResourceStore } from '../resources/resourceStore';
import type { TeamNarrowing } from '../tenancy/clientRecord';

/**
 * Per-status counts of one resource, through the store's visible rows (tenant, teams, the header's team), so
 * the dashboard counts exactly what the caller's lists show: never a row of another tenant or team.
 */
async function countByStatus(db: Kysely<Database>, store: ResourceStore, principal: Principal, since: Date, narrowing: TeamNarrowing): Promise<StatusCount[]> {
  const anyDb = db as Kysely<any>;
  const visible = store
    .visibleRows(principal, narrowing)
    .where(sql.ref(store.resource.column('modified')), '>=', since)
    .as('visible');
  const rows = await anyDb
    .selectFrom(visible)
    .select(['visible.status', sql<number>`count(*)::int`.as('count')])
    .groupBy('visible.status')
    .orderBy('visible.status')
    .execute();
  return rows.map((row) => ({ status: String(row.status), count: Number(row.count) }));
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
    return store && hasPermission(principal.permissions, store.resource.declaration.permissions.list) ? store : undefined;
  };
  const figures: DashboardFigures = { duration, since: since.toISOString(), accounts: { total: 0, byStatus: [] } };
  const accounts = readable('accounts');
  if (accounts) {
    const byStatus = await countByStatus(db, accounts, principal, since, narrowing);
    figures.accounts = { total: total(byStatus), byStatus };
  }
  const quotes = readable('quotes');
  if (quotes) figures.quotes = tallyQuotes(await countByStatus(db, quotes, principal, since, narrowing));
  const policies = readable('policies');
  if (policies) {
    const byStatus = await countByStatus(db, policies, principal, since, narrowing);
    figures.policies = { ...tallyPolicies(byStatus), byStatus };
  }
  return figures;
}
