/**
 * The agency dashboard's tabs (spec 002 §2 "Agency dashboard"): `?tab=` names one, QUOTES when absent or unknown;
 * each tab lists one resource.
 */
export const DASHBOARD_TABS = ['QUOTES', 'BINDERS', 'POLICIES', 'ACCOUNTS', 'SUBMISSIONS'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DEFAULT_TAB: DashboardTab = 'QUOTES';

/** The resource a tab lists. Binders are bound quotes (see binders.ts). */
export const TAB_RESOURCE: Readonly<Record<DashboardTab, string>> = {
  QUOTES: 'quotes',
  BINDERS: 'quotes',
  POLICIES: 'policies',
  ACCOUNTS: 'accounts',
  SUBMISSIONS: 'submissions',
};

/** The tab a `?tab=` value names (case-insensitive), or the default. */
export function tabOf(value: string | null | undefined): DashboardTab {
  const upper = (value ?? '').toUpperCase();
  return (DASHBOARD_TABS as readonly string[]).includes(upper) ? (upper as DashboardTab) : DEFAULT_TAB;
}
