/**
 * Spec 002 §2 account filters the accounts API can answer, as account statuses (spec 002 §3 "Account statuses"):
 * Active Policy is the status of that name; Not Quoted Yet is an account still Open (a quoted one is Quoted).
 * Open for Renewal and Potential Submissions are not offered: see the dashtabs README.
 */
export const ACCOUNT_FILTERS = [
  { id: 'Active Policy', name: 'shell.dashboard.tabs.activePolicy' },
  { id: 'Open', name: 'shell.dashboard.tabs.notQuotedYet' },
] as const;
