import { defineDashboardFigure } from '../../../src/server/dashboard/dashboardFigure';
import { normalStatus } from '../../../src/shared/dashboard/statusCount';
import { ACTIVE_STATUSES, PREMIUM_STATUSES } from '../lifecycle/statuses';

const among = (list: readonly string[], status: string) => list.includes(normalStatus(status));

/**
 * The policies' dashboard figure (spec 002 §4 "Dashboard tallies"): active policies (the machine's active statuses)
 * and the premium of those plus the cancellations that earned it, to the cent, with the count per status.
 */
export const policyFigure = defineDashboardFigure({
  key: 'policies',
  sums: 'totalPremium',
  tally: (counts, sums) => ({
    active: counts.reduce((active, row) => (among(ACTIVE_STATUSES, row.status) ? active + row.count : active), 0),
    premium:
      Math.round(
        sums.reduce((premium, row) => (among(PREMIUM_STATUSES, row.status) ? premium + row.sum : premium), 0) * 100,
      ) / 100,
    byStatus: [...counts],
  }),
});
