import type { DurationCode } from './durations';
import type { StatusCount } from './statusCount';

/** What GET /api/dashboard/v1/figures answers: per-status counts of the records the caller may see. */
export interface DashboardFigures {
  duration: DurationCode;
  /** Start of the window (ISO); records modified since then are counted. */
  since: string;
  accounts: { total: number; byStatus: StatusCount[] };
  /** Absent when the caller may not read quotes (or the quotes resource is not served). */
  /** Quotes without INVALID, DRAFT and TEMP; binders = the BOUND ones (spec 002 §4). */
  quotes?: { total: number; binders: number; byStatus: StatusCount[] };
  /**
   * Active policies (IN FORCE, ISSUED, CANCEL REQUESTED, CANCEL PENDING, IN REINSTATEMENT PERIOD) and the premium
   * of those plus CANCELLED and CANCEL TRANSACTION (total premium, in the region's currency, to the cent).
   */
  policies?: { active: number; premium: number; byStatus: StatusCount[] };
  /** Absent when the caller may not read claims (a vendor's dashboard counts the claims assigned to it). */
  claims?: { total: number; byStatus: StatusCount[] };
}

/** The figures a resource may fill, one field each. */
export type FigureKey = Exclude<keyof DashboardFigures, 'duration' | 'since'>;

export const DASHBOARD_FIGURES_PATH = '/api/dashboard/v1/figures';
