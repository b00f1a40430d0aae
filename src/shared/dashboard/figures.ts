import type { DurationCode } from './durations';
import type { StatusCount } from './tallyRules';

/** What GET /api/dashboard/v1/figures answers: per-status counts of the records the caller may see. */
export interface DashboardFigures {
  duration: DurationCode;
  /** Start of the window (ISO); records modified since then are counted. */
  since: string;
  accounts: { total: number; byStatus: StatusCount[] };
  /** Absent when the caller may not read quotes (or the quotes resource is not served). */
  quotes?: { total: number; byStatus: StatusCount[] };
  policies?: { active: number; binders: number; byStatus: StatusCount[] };
}

export const DASHBOARD_FIGURES_PATH = '/api/dashboard/v1/figures';
