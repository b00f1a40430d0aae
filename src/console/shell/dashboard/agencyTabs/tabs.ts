import type { ConsoleResource, DashboardTab } from '../../../registry/consoleResource';

/** A tab of the agency dashboard with the resource it lists. */
export interface ResourceTab extends DashboardTab {
  resource: string;
}

/** The tabs the registered resources add (`dashboardTabs` in their index.ts), in their declared order. */
export const dashboardTabsOf = (resources: readonly ConsoleResource[]): ResourceTab[] =>
  resources
    .flatMap((resource) =>
      (resource.dashboardTabs ?? []).map((tab) => ({ ...tab, resource: resource.declaration.name })),
    )
    .sort((a, b) => a.order - b.order);

/**
 * The tab a `?tab=` value names (case-insensitive) among those offered; the first one offered (QUOTES, spec 002 §2)
 * when absent or unknown.
 */
export function tabOf<T extends { code: string }>(
  offered: readonly T[],
  value: string | null | undefined,
): T | undefined {
  const upper = (value ?? '').toUpperCase();
  return offered.find((tab) => tab.code === upper) ?? offered[0];
}
