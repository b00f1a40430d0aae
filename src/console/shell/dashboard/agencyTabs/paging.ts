/** Spec 002 §2: lists offer 25, 50 and 100 rows a page; the dashboard's tables show 20. */
export const DASHBOARD_PAGE_SIZE = 20;

/** The dashboard's own size first, then the lists' sizes from the resource's declaration. */
export const dashboardPageSizes = (declared: readonly number[]): number[] =>
  [...new Set([DASHBOARD_PAGE_SIZE, ...declared])].sort((a, b) => a - b);
