/**
 * Binders are quotes in a binder state (spec 002 §3 "Binder filter states: BOUND, BINDER EXPIRED, RESCIND"): a
 * quote is bound (its status BOUND, its `boundOn` set) and becomes a binder until a policy is issued from it.
 * A binder's number is its quote number; paid / need payment is the quote's `isPaid`.
 */
export const BINDER_STATES = ['BOUND', 'BINDER EXPIRED', 'RESCIND'] as const;
