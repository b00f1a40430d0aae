import { sql, type Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { DashboardFigures } from '../../shared/dashboard/figures';
import { durationStart, type DurationCode } from '../../shared/dashboard/durations';
import { tallyPolicies, tallyQuotes, type StatusCount } from '../../shared/dashboard/tallyRules';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/tables';
import type { ServerResource } from '../resources/resourceStore';

/**
 * Per-status counts of one resource, through the resource's own rows and tenant scope, so the dashboard
 * counts exactly what the caller's lists would show: never a row of another tenant.
 */
async function countByStatus(db: Kysely<Database>, resource: ServerResource, principal: Principal, since: Date): Promise<StatusCount[]> {
  const anyDb = db as Kysely<any>;
  const visible = resource
    .selectRows(anyDb)
    .where(resource.scope(principal))
    .where(sql.ref(resource.column('modified')), '>=', since)
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
  resources: readonly ServerResource[],
  principal: Principal,
  duration: DurationCode,
  now: Date = new Date(),
): Promise<DashboardFigures> {
  const since = durationStart(duration, now);
  const readable = (name: string) => {
    const resource = resources.find((candidate) => candidate.declaration.name === name);
    return resource && hasPermission(principal.permissions, resource.declaration.permissions.list) ? resource : undefined;
  };
  const figures: DashboardFigures = { duration, since: since.toISOString(), accounts: { total: 0, byStatus: [] } };
  const accounts = readable('accounts');
  if (accounts) {
    const byStatus = await countByStatus(db, accounts, principal, since);
    figures.accounts = { total: total(byStatus), byStatus };
  }
  const quotes = readable('quotes');
  if (quotes) figures.quotes = tallyQuotes(await countByStatus(db, quotes, principal, since));
  const policies = readable('policies');
  if (policies) {
    const byStatus = await countByStatus(db, policies, principal, since);
    figures.policies = { ...tallyPolicies(byStatus), byStatus };
  }
  return figures;
}
