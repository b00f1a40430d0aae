/**
 * The statuses of a policy's lifecycle (spec 002 §3 "Statuses", §4). A policy starts ISSUED (from its bound quote,
 * resources/quotes/lifecycle/issuePolicy.ts) or IN FORCE (a policy written by staff or imported) and from then on
 * moves only through the declared actions (`actions.ts`). IN FORCE, EXPIRED and RENEWED are reached by time and by
 * renewal, and CANCEL REQUESTED, CANCEL PENDING, IN REINSTATEMENT PERIOD, CANCEL TRANSACTION and VOID TRANSACTION
 * by the carrier's processing: no action here leads to them (no scheduler moves them yet), but the actions start
 * from them where the spec's tallies count them active.
 */
export const POLICY_LIFECYCLE_STATUSES = [
  'ISSUED',
  'IN FORCE',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
  'CANCELLED',
  'CANCEL TRANSACTION',
  'FLAT CANCELLED',
  'VOID',
  'VOID TRANSACTION',
  'EXPIRED',
  'RENEWED',
] as const;

export type PolicyStatus = (typeof POLICY_LIFECYCLE_STATUSES)[number];

/**
 * Statuses of the spec's list (002 §3) that a policy may hold without its machine moving to them: none. Every policy
 * status is reached by an action, the issue from a bound quote, time or the carrier's processing (a policy is never
 * BOUND: binders are quotes). Declared, like the quotes', so the lists and the schema check read one place.
 */
export const POLICY_HELD_STATUSES: readonly PolicyStatus[] = [];

/** The statuses a policy may be created in. */
export const START_STATUSES: readonly PolicyStatus[] = ['ISSUED', 'IN FORCE'];

/** Active policies (spec 002 §4 dashboard tallies): what may be cancelled, voided or marked Check In Mail. */
export const ACTIVE_STATUSES: readonly PolicyStatus[] = [
  'ISSUED',
  'IN FORCE',
  'CANCEL REQUESTED',
  'CANCEL PENDING',
  'IN REINSTATEMENT PERIOD',
];

/** Premium is counted over the active statuses plus the cancellations that still earned it (spec 002 §4). */
export const PREMIUM_STATUSES: readonly PolicyStatus[] = [...ACTIVE_STATUSES, 'CANCELLED', 'CANCEL TRANSACTION'];

/** The cancellations an undo puts back (spec 002 §4 "A cancelled policy can be undone (reinstated)"). */
export const UNDOABLE_STATUSES: readonly PolicyStatus[] = ['CANCELLED', 'FLAT CANCELLED'];

/** The products whose cancellation can be undone (spec 002 §4: P100 and P250). */
export const UNDO_PRODUCTS: readonly string[] = ['P100', 'P250'];

/** The product a flat cancellation is served for (spec 002 §7 PUT /P250/flatcancel/{policyId}). */
export const FLAT_CANCEL_PRODUCT = 'P250';
