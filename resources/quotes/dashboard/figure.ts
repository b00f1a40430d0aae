import { defineDashboardFigure } from '../../../src/server/dashboard/dashboardFigure';
import { normalStatus } from '../../../src/shared/dashboard/statusCount';
import type { QuoteStatus } from '../lifecycle/statuses';

/** Left out of the quote figures (spec 002 §4): invalid quotes and the drafts older records hold. */
const LEFT_OUT: readonly string[] = ['INVALID', 'DRAFT', 'TEMP'];

/** "BOUND counts are reported as binders" (spec 002 §4); the other binder states are not counted as binders. */
const REPORTED_AS_BINDERS: readonly QuoteStatus[] = ['BOUND'];

/** The quotes' dashboard figure: the quotes per status without INVALID, DRAFT and TEMP, their total, and the binders. */
export const quoteFigure = defineDashboardFigure({
  key: 'quotes',
  tally: (counts) => {
    const byStatus = counts.filter((row) => !LEFT_OUT.includes(normalStatus(row.status)));
    const binders = counts.filter((row) => REPORTED_AS_BINDERS.includes(normalStatus(row.status) as QuoteStatus));
    const sum = (rows: typeof counts) => rows.reduce((total, row) => total + row.count, 0);
    return { total: sum(byStatus), binders: sum(binders), byStatus };
  },
});
