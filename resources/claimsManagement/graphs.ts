import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { RESERVE_TYPES } from './declaration';
import type { Database } from '../../src/server/db/tables';

type Count = { key: string; count: number };

/**
 * The figures behind the claims graphs (spec 001 §7 `graphs`), over the files the caller sees (the store's
 * tenancy): counts by status, severity and incident type, files reported per month of the last 12, and the
 * reserves per kind with what was invoiced and paid.
 */
export async function claimGraphs(db: Kysely<Database>, store: ResourceStore, principal: Principal) {
  const visible = () => db.selectFrom(store.visibleRows(principal).as('f'));
  const countBy = async (field: 'status' | 'severity' | 'incidentType'): Promise<Count[]> =>
    (await visible()
      .select([`f.${field} as key`, sql<number>`count(*)::int`.as('count')])
      .groupBy(`f.${field}`)
      .orderBy(`f.${field}`)
      .execute()) as Count[];
  const since = new Date();
  since.setUTCMonth(since.getUTCMonth() - 11, 1);
  const fromMonth = since.toISOString().slice(0, 7);
  const months = (await visible()
    .select([sql<string>`substr(f.reported_date, 1, 7)`.as('key'), sql<number>`count(*)::int`.as('count')])
    .where(sql<boolean>`substr(f.reported_date, 1, 7) >= ${fromMonth}`)
    .groupBy(sql`substr(f.reported_date, 1, 7)`)
    .orderBy(sql`substr(f.reported_date, 1, 7)`)
    .execute()) as Count[];
  const totals = await visible()
    .select([
      sql<number>`count(*)::int`.as('files'),
      sql<string>`coalesce(sum(f.invoiced_total), 0)`.as('invoiced'),
      sql<string>`coalesce(sum(f.paid_total), 0)`.as('paid'),
      ...RESERVE_TYPES.map((type) => sql<string>`coalesce(sum((f.reserve_totals->>${type})::numeric), 0)`.as(type)),
    ])
    .executeTakeFirstOrThrow();
  const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
  const reserves = Object.fromEntries(
    RESERVE_TYPES.map((type) => [type, money((totals as Record<string, unknown>)[type])]),
  );
  return {
    totalFiles: totals.files,
    byStatus: await countBy('status'),
    bySeverity: await countBy('severity'),
    byIncidentType: await countBy('incidentType'),
    reportedByMonth: months,
    reserves,
    totalReserve: money(Object.values(reserves).reduce((sum, amount) => sum + amount, 0)),
    invoicedTotal: money(totals.invoiced),
    paidTotal: money(totals.paid),
  };
}
