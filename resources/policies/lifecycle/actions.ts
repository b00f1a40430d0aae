/**
 * The policy's state machine (spec 002 §4, §7 Policies): every status change is one of these actions,
 * each with the statuses it starts from, its permission and its effect, served by the generic action route
 * (src/server/actions) on the spec's paths. A refused transition is a 409 naming the current status and the
 * actions allowed from it; every action is a history entry with its actor. The spec's product paths
 * (PUT /{productType}/cancel/{id}, PUT /{productType}/void/{id}) run the same actions (`routes.ts`).
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError } from '../../../src/server/http/apiError';
import { todayIso } from '../../../src/shared/dates/today';
import { cancelBody, checkInMailBody, emptyBody, voidBody } from './bodies';
import { POLICY_CANCEL, POLICY_CHECK_IN_MAIL, POLICY_UNDERWRITE } from './permissions';
import { servicingActions } from '../servicing/actions';
import { ACTIVE_STATUSES, FLAT_CANCEL_PRODUCT, UNDO_PRODUCTS, UNDOABLE_STATUSES, type PolicyStatus } from './statuses';
import type { ApiRecord } from '../../../src/shared/api/types';

const detailsOf = (record: ApiRecord) => (record.details ?? {}) as ApiRecord;
const withDetails = (record: ApiRecord, entries: ApiRecord) => JSON.stringify({ ...detailsOf(record), ...entries });

/** Who did it and when, kept with what an action records in the details. */
const stamp = ({ principal }: ActionInput) => ({ by: principal.email, on: new Date().toISOString() });

/** A 409 for an action the policy's product does not allow (the status would, the product does not). */
const productRefusal = (action: string, product: unknown, allowed: readonly string[]) => {
  const detail = `A ${String(product)} policy cannot be given the action ${action}: only ${allowed.join(' and ')} policies can.`;
  return new ApiError(409, detail, [{ field: 'product', detail }]);
};

/** The cancellation kept on the policy: the reason, the status it left (what an undo puts back), who and when. */
const cancellation = (input: ActionInput, kind: 'cancel' | 'flat') => ({
  cancellation: {
    kind,
    reason: input.body.reason,
    description: input.body.description ?? null,
    previousStatus: input.record.status,
    ...stamp(input),
  },
});

export const CANCEL: ResourceAction = {
  name: 'cancel',
  method: 'PUT',
  path: '/cancel/:id',
  permission: POLICY_CANCEL,
  from: ACTIVE_STATUSES,
  to: 'CANCELLED',
  body: cancelBody,
  emits: 'policy.cancelled',
  effect: (input) => ({ details: withDetails(input.record, cancellation(input, 'cancel')) }),
};

/** Flat cancel (P250): cancelled from inception. */
export const FLAT_CANCEL: ResourceAction = {
  name: 'flat-cancel',
  method: 'PUT',
  path: '/P250/flatcancel/:id',
  permission: POLICY_UNDERWRITE,
  from: ACTIVE_STATUSES,
  to: 'FLAT CANCELLED',
  body: cancelBody,
  emits: 'policy.cancelled',
  effect: (input) => {
    if (input.record.product !== FLAT_CANCEL_PRODUCT)
      throw productRefusal('flat-cancel', input.record.product, [FLAT_CANCEL_PRODUCT]);
    return { details: withDetails(input.record, cancellation(input, 'flat')) };
  },
};

export const VOID: ResourceAction = {
  name: 'void',
  method: 'PUT',
  path: '/void/:id',
  permission: POLICY_UNDERWRITE,
  from: ACTIVE_STATUSES,
  to: 'VOID',
  body: voidBody,
  effect: (input) => ({
    details: withDetails(input.record, { voided: { reason: input.body.reason ?? null, ...stamp(input) } }),
  }),
};

/**
 * The status an undo puts back: the one the cancellation left, kept on the policy; for a policy cancelled before
 * this machine (no status kept), IN FORCE once its term has begun, else ISSUED.
 */
export function statusBeforeCancel(record: ApiRecord): PolicyStatus {
  const kept = (detailsOf(record).cancellation as ApiRecord | undefined)?.previousStatus;
  if (typeof kept === 'string' && ACTIVE_STATUSES.includes(kept as PolicyStatus)) return kept as PolicyStatus;
  const effective = record.effectiveDate;
  return typeof effective === 'string' && effective > todayIso() ? 'ISSUED' : 'IN FORCE';
}

/** Undo a cancellation (P100, P250): back to the status before the cancel; the cancellation kept as undone. */
export const UNDO_CANCEL: ResourceAction = {
  name: 'undo-cancel',
  method: 'PUT',
  path: '/undo-cancelled-policy/:id',
  permission: POLICY_UNDERWRITE,
  from: UNDOABLE_STATUSES,
  body: emptyBody(),
  effect: (input) => {
    if (!UNDO_PRODUCTS.includes(String(input.record.product)))
      throw productRefusal('undo-cancel', input.record.product, UNDO_PRODUCTS);
    const { cancellation: undone, ...details } = detailsOf(input.record);
    return {
      status: statusBeforeCancel(input.record),
      details: JSON.stringify({
        ...details,
        undoneCancellation: {
          ...((undone ?? {}) as ApiRecord),
          undoneBy: input.principal.email,
          undoneOn: new Date().toISOString(),
        },
      }),
    };
  },
};

/** Mark Check In Mail (PUT /description/{id}): the premium's cheque is in the mail; no status change. */
export const CHECK_IN_MAIL: ResourceAction = {
  name: 'check-in-mail',
  method: 'PUT',
  path: '/description/:id',
  permission: POLICY_CHECK_IN_MAIL,
  from: ACTIVE_STATUSES,
  body: checkInMailBody,
  effect: (input) => ({
    details: withDetails(input.record, {
      checkInMail: { description: input.body.description ?? null, ...stamp(input) },
    }),
  }),
};

// Servicing (mute renewal reminders, open for renewal, opt out, contact, endorsement): resources/policies/servicing.
export const policyActions: readonly ResourceAction[] = [
  CANCEL,
  FLAT_CANCEL,
  VOID,
  UNDO_CANCEL,
  CHECK_IN_MAIL,
  ...servicingActions,
];

/** Actions whose resulting status is the one kept on the policy rather than a fixed one. */
export const RESTORING_ACTIONS: readonly string[] = [UNDO_CANCEL.name];
