/**
 * The statuses of a quote's lifecycle (spec 002 §3 "Statuses", §4). A quote starts READY, REFERRED or
 * INDICATION (the rater decides: a coverage that refers to the underwriter makes it REFERRED) and from then on
 * moves only through the declared actions (`actions.ts`). BINDER EXPIRED and EXPIRED are reached by time: the
 * expiry sweep (`expiry.ts`) runs their actions as the system; the other statuses of the record schema (ACTIVE, DRAFT, TEMP…) belong
 * to older or imported records and no action starts from them.
 */
export const QUOTE_LIFECYCLE_STATUSES = [
  'READY',
  'INDICATION',
  'REFERRED',
  'IN_REVIEW',
  'REQUESTED',
  'SIGNED',
  'BOUND',
  'BINDER EXPIRED',
  'ISSUED',
  'INVALID',
  'DECLINED',
  'LOST',
  'EXPIRED',
  'DELETED',
  'RESCIND',
] as const;

export type QuoteStatus = (typeof QUOTE_LIFECYCLE_STATUSES)[number];

/** The statuses a quote may be created in (by the rater's cart submission or an API client). */
export const START_STATUSES: readonly QuoteStatus[] = ['READY', 'REFERRED', 'INDICATION'];

/** A quote still being worked (priced, underwritten or on its way to binding). */
export const OPEN_STATUSES: readonly QuoteStatus[] = [
  'READY',
  'INDICATION',
  'REFERRED',
  'IN_REVIEW',
  'REQUESTED',
  'SIGNED',
];

/** Closed without a binder: what may be deleted (a bound, issued or rescinded quote is kept). */
export const DELETABLE_STATUSES: readonly QuoteStatus[] = [
  'READY',
  'INDICATION',
  'REFERRED',
  'IN_REVIEW',
  'INVALID',
  'DECLINED',
  'LOST',
  'EXPIRED',
];

/** How long a binder holds after binding (the spec gives no figure; decided: 30 days). */
export const BINDER_DAYS = 30;

/** How long a new quote is offered when its writer gives no `expiresOn` (the spec gives no figure; decided: 30 days). */
export const QUOTE_VALID_DAYS = 30;

/** The need-by date a quote gets when none is sent (spec 002 §9: 7 days out). */
export const DEFAULT_NEED_BY_DAYS = 7;

/**
 * Statuses of the spec's list (002 §3) that a quote may hold from older or imported records: no action starts
 * from them or leads to them, but the lists still find and filter them. With QUOTE_LIFECYCLE_STATUSES they are every
 * status a quote can have; the record schema's enum (the spec's whole list, shared with policies) holds them all.
 */
export const QUOTE_HELD_STATUSES = ['ACTIVE', 'DRAFT', 'TEMP', 'TEMPORARY', 'API_REJECTED'] as const;

/** Binder filter states (spec 002 §3): a bound quote is a binder until a policy is issued from it. */
export const BINDER_STATUSES: readonly QuoteStatus[] = ['BOUND', 'BINDER EXPIRED', 'RESCIND'];
