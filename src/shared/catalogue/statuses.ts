/**
 * Quote and policy statuses (spec 002 §3 "Statuses") and the groups the lists filter by (spec 002 §2) and the
 * dashboards tally (spec 002 §4). One place, read by the server, the console and the demo data.
 */
export const QUOTE_STATUS_FILTERS = {
  ready: ['READY'],
  referred: ['REFERRED'],
  /** "inactive = Invalid or Declined". */
  inactive: ['INVALID', 'DECLINED'],
} as const;

export const POLICY_STATUS_FILTERS = {
  active: ['IN FORCE', 'ISSUED', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'],
  cancellations: [
    'CANCELLED',
    'CANCEL PENDING',
    'IN REINSTATEMENT PERIOD',
    'FLAT CANCELLED',
    'CANCEL REQUESTED',
    'CANCEL TRANSACTION',
  ],
  inactive: ['EXPIRED', 'VOID', 'VOID TRANSACTION', 'RENEWED', 'CANCELLED', 'FLAT CANCELLED'],
} as const;

/** Statuses a quote list offers as filter choices. */
export const QUOTE_STATUSES = [
  'READY',
  'REFERRED',
  'INDICATION',
  'IN_REVIEW',
  'REQUESTED',
  'SIGNED',
  'BOUND',
  'INVALID',
  'DECLINED',
  'LOST',
  'EXPIRED',
  'DRAFT',
  'TEMP',
] as const;

/** Statuses a policy list offers as filter choices. */
export const POLICY_STATUSES = [
  'IN FORCE',
  'ISSUED',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
  'CANCELLED',
  'FLAT CANCELLED',
  'CANCEL TRANSACTION',
  'EXPIRED',
  'RENEWED',
  'VOID',
  'BOUND',
] as const;
