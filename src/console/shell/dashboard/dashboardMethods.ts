/**
 * The dashboard's figures, a platform method of the data provider:
 *
 *   dashboardFigures(duration)   GET /api/dashboard/v1/figures?duration=…   the persona's figures for the period
 */
import { DASHBOARD_FIGURES_PATH, type DashboardFigures } from '../../../shared/dashboard/figures';
import type { DurationCode } from '../../../shared/dashboard/durations';
import { defineDataProviderMethods } from '../../providers/methods';

export const dashboardMethods = defineDataProviderMethods(({ httpClient }) => ({
  dashboardFigures: async (duration: DurationCode): Promise<DashboardFigures> =>
    (await httpClient(`${DASHBOARD_FIGURES_PATH}?duration=${duration}`)).json as DashboardFigures,
}));
