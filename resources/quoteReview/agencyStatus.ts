/**
 * The quote's agency status as the wholesale review page reads it (spec 002 §3 "Quote agencyStatus constants":
 * four roles, texts not shown; §4 "Headings"). Derived from the quote's status by the server, shared with the page.
 */
export const AGENCY_STATUSES = ['ACTIVE', 'REQUEST_SENT', 'BOUND', 'INVALID'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

const REQUEST_SENT = ['REQUESTED', 'SIGNED'];
const BOUND = ['BOUND', 'ISSUED', 'BINDER EXPIRED'];
const INVALID = ['INVALID', 'EXPIRED', 'DECLINED', 'LOST', 'DELETED', 'RESCIND'];

export function agencyStatusOf(status: string): AgencyStatus {
  if (REQUEST_SENT.includes(status)) return 'REQUEST_SENT';
  if (BOUND.includes(status)) return 'BOUND';
  if (INVALID.includes(status)) return 'INVALID';
  return 'ACTIVE';
}

/** Spec 002 §4: the verification card shows only in the active or request-sent states. */
export const showsVerification = (agencyStatus: AgencyStatus): boolean =>
  agencyStatus === 'ACTIVE' || agencyStatus === 'REQUEST_SENT';
