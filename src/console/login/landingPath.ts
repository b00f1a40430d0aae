import { dashboardPath } from '../../shared/accountTypes';

/** Spec 000 §2.7: where a jump-in or login hand-off lands; the vendor lands on its claims, every other type on its dashboard. */
export const landingPath = (accountType: string): string =>
  accountType === 'VENDOR' ? '/vendor/claims' : dashboardPath(accountType);
