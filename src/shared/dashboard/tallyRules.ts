/**
 * How the dashboards count quotes and policies (spec 002 §4 "Dashboard tallies"). Shared so the server's
 * figures and any console-side summary can never count differently.
 */
export const ACTIVE_POLICY_STATUSES = [
  'IN FORCE',
  'ISSUED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
] as const;

/** Premium is summed over the active statuses plus the cancelled ones that still earned premium. */
export const PREMIUM_POLICY_STATUSES = [...ACTIVE_POLICY_STATUSES, 'CANCELLED', 'CANCEL TRANSACTION'] as const;

export const BINDER_STATUSES = ['BOUND'] as const;

/** Left out of quote aggregates unless a caller asks for them. */
export const QUOTE_EXCLUDED_STATUSES = ['INVALID', 'DRAFT', 'TEMP'] as const;

export interface StatusCount {
  status: string;
  count: number;
}

const normalise = (status: string): string => status.trim().toUpperCase();

const among = (list: readonly string[], status: string): boolean => list.includes(normalise(status));

export const isActivePolicy = (status: string): boolean => among(ACTIVE_POLICY_STATUSES, status);
export const earnsPremium = (status: string): boolean => among(PREMIUM_POLICY_STATUSES, status);
export const isBinder = (status: string): boolean => among(BINDER_STATUSES, status);
export const countsAsQuote = (status: string, includeExcluded = false): boolean =>
  includeExcluded || !among(QUOTE_EXCLUDED_STATUSES, status);

const sum = (counts: readonly StatusCount[], keep: (status: string) => boolean): number =>
  counts.reduce((total, row) => (keep(row.status) ? total + row.count : total), 0);

export interface PolicyTally {
  active: number;
}

/** Active policies from a per-status count of policies. */
export const tallyPolicies = (counts: readonly StatusCount[]): PolicyTally => ({
  active: sum(counts, isActivePolicy),
});

/** Binders are quotes in status BOUND (spec 002 §4 "BOUND counts are reported as binders"): from a per-status count of quotes. */
export const tallyBinders = (quoteCounts: readonly StatusCount[]): number => sum(quoteCounts, isBinder);

/** The per-status quote counts a dashboard shows, and their total, without INVALID, DRAFT and TEMP. */
export function tallyQuotes(
  counts: readonly StatusCount[],
  includeExcluded = false,
): { total: number; byStatus: StatusCount[] } {
  const byStatus = counts.filter((row) => countsAsQuote(row.status, includeExcluded));
  return { total: sum(byStatus, () => true), byStatus };
}

/** Premium over the statuses that earn it (amounts in the currency's major unit). */
export const premiumOf = (rows: readonly { status: string; premium: number }[]): number =>
  Math.round(rows.reduce((total, row) => (earnsPremium(row.status) ? total + row.premium : total), 0) * 100) / 100;
