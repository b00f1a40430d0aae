import type { StatusGroup } from '../../../src/console/resourceViews/StatusGroupInput';
import { ACTIVE_STATUSES, POLICY_HELD_STATUSES, POLICY_LIFECYCLE_STATUSES, type PolicyStatus } from './statuses';

/** Spec 002 §2 "cancelled, cancelled pending, cancelled in reinstatement period, flat cancelled" and their requests. */
const CANCELLATIONS: readonly PolicyStatus[] = [
  'CANCELLED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
  'FLAT CANCELLED',
  'CANCEL REQUESTED',
  'CANCEL TRANSACTION',
];

/** No longer in force and not being cancelled. */
const INACTIVE: readonly PolicyStatus[] = [
  'EXPIRED',
  'VOID',
  'VOID TRANSACTION',
  'RENEWED',
  'CANCELLED',
  'FLAT CANCELLED',
];

/**
 * The policy lists' status choices (spec 002 §2): active, cancellations, inactive, then each status a policy can
 * have, taken from its machine (then the statuses only older records hold).
 */
export const POLICY_STATUS_GROUPS: readonly StatusGroup[] = [
  { label: 'resources.policies.filters.active', statuses: ACTIVE_STATUSES },
  { label: 'resources.policies.filters.cancellations', statuses: CANCELLATIONS },
  { label: 'resources.policies.filters.inactive', statuses: INACTIVE },
  ...[...POLICY_LIFECYCLE_STATUSES, ...POLICY_HELD_STATUSES].map((status) => ({ label: status, statuses: [status] })),
];
