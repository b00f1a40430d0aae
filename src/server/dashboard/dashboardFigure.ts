import type { DashboardFigures, FigureKey } from '../../shared/dashboard/figures';
import type { StatusCount } from '../../shared/dashboard/statusCount';

/** A sum of one money column per status of the caller's visible rows (amounts in the currency's major unit). */
export interface StatusSum {
  status: string;
  sum: number;
}

/**
 * What a resource adds to the dashboard figures (GET /api/dashboard/v1/figures): the field it fills and how it
 * tallies the per-status counts of the rows the caller's lists show. Declared on the resource's server half
 * (`dashboardFigure`); the dashboard knows no resource by name.
 */
export interface DashboardFigure<K extends FigureKey = FigureKey> {
  key: K;
  /** A money column whose total per status the tally also needs (policies: `totalPremium`). */
  sums?: string;
  tally(counts: readonly StatusCount[], sums: readonly StatusSum[]): NonNullable<DashboardFigures[K]>;
}

export const defineDashboardFigure = <K extends FigureKey>(figure: DashboardFigure<K>): DashboardFigure<K> => figure;

const total = (counts: readonly StatusCount[]) => counts.reduce((sum, row) => sum + row.count, 0);

/** The figure most resources give: how many, and how many per status. */
export const countFigure = <K extends 'accounts' | 'claims'>(key: K): DashboardFigure<K> => ({
  key,
  tally: (counts) => ({ total: total(counts), byStatus: [...counts] }),
});
