/**
 * The quote's state machine (spec 002 §4, §7): every status change is one of these actions, each with
 * the statuses it starts from, its permission and its effect, served by the generic action route
 * (src/server/actions) on the spec's paths where the spec gives them. A refused transition is a 409 naming the
 * current status and the actions allowed from it; every action is a history entry with its actor.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ApiError, invalid } from '../../../src/server/http/apiError';
import { daysFromToday, isBeforeToday } from '../../../src/shared/dates/today';
import { quotesResource } from '../declaration';
import {
  attestBody,
  declineBody,
  emptyBody,
  lostBody,
  needByBody,
  noteBody,
  requestToBindBody,
  reviewBody,
} from './bodies';
import { issuePolicy } from './issuePolicy';
import { applicationNotSigned, SEND_SIGN_REQUEST } from './signing';
import { SIGN_APPLICATION } from './signApplication';
import { QUOTE_BIND, QUOTE_UNDERWRITE } from './permissions';
import { FILL_IN_OPTION, NEED_BY_BEFORE_TODAY } from './reasons';
import { EVENT_EXCLUSION } from '../underwriting/eventExclusionAction';
import { REASSESS_RISK, RESET, SWITCH_PAPER } from '../underwriting/repricingActions';
import { BINDER_DAYS, DEFAULT_NEED_BY_DAYS, DELETABLE_STATUSES, OPEN_STATUSES } from './statuses';
import type { ApiRecord } from '../../../src/shared/api/types';

/** The quote's details with `entry` added under `key` (the details column is JSON). */
const withDetail = (record: ApiRecord, key: string, entry: ApiRecord) =>
  JSON.stringify({ ...((record.details ?? {}) as ApiRecord), [key]: entry });

/** Who did it and when, kept with what an action records in the details. */
const stamp = ({ principal }: ActionInput) => ({ by: principal.email, on: new Date().toISOString() });

/** Decline and lost keep the dialog's reason, its description and the fill-in text. */
const reasonOf = (input: ActionInput) => ({
  reasonSummary: input.body.reasonSummary,
  reason: input.body.reason,
  fillInText: input.body.reasonSummary === FILL_IN_OPTION ? input.body.fillInText : null,
  ...stamp(input),
});

export const REFER: ResourceAction = {
  name: 'refer',
  method: 'POST',
  path: '/uw/refer/:id',
  permission: QUOTE_UNDERWRITE,
  from: ['READY', 'INDICATION', 'IN_REVIEW'],
  to: 'REFERRED',
  body: emptyBody(),
};

export const REQUEST_REVIEW: ResourceAction = {
  name: 'request-review',
  method: 'POST',
  path: '/request-review/:id',
  permission: QUOTE_UNDERWRITE,
  from: ['READY', 'INDICATION', 'REFERRED'],
  to: 'IN_REVIEW',
  body: reviewBody,
  effect: (input) => ({ details: withDetail(input.record, 'review', { reason: input.body.reason, ...stamp(input) }) }),
};

export const RELEASE: ResourceAction = {
  name: 'release',
  method: 'PUT',
  path: '/release/:id',
  permission: QUOTE_UNDERWRITE,
  from: ['REFERRED', 'IN_REVIEW', 'INDICATION'],
  to: 'READY',
  body: emptyBody(),
  emits: 'quote.released',
};

export const DECLINE: ResourceAction = {
  name: 'decline',
  method: 'PUT',
  path: '/decline/:id',
  permission: QUOTE_UNDERWRITE,
  from: OPEN_STATUSES,
  to: 'DECLINED',
  body: declineBody,
  effect: (input) => ({
    details: withDetail(input.record, 'declination', {
      ...reasonOf(input),
      isNotificationEnabled: input.body.isNotificationEnabled ?? false,
    }),
  }),
};

export const LOST: ResourceAction = {
  name: 'lost',
  method: 'PUT',
  path: '/lost/:id',
  permission: QUOTE_UNDERWRITE,
  from: OPEN_STATUSES,
  to: 'LOST',
  body: lostBody,
  effect: (input) => ({ details: withDetail(input.record, 'lost', reasonOf(input)) }),
};

/** Need-by: no status change; default 7 days out, never before today. Also served at the spec's PUT /update/needBy. */
export const NEED_BY: ResourceAction = {
  name: 'need-by',
  method: 'PUT',
  path: '/update/needBy/:id',
  permission: QUOTE_UNDERWRITE,
  from: OPEN_STATUSES,
  body: needByBody,
  effect: ({ body }) => {
    const needBy = typeof body.needBy === 'string' ? body.needBy : daysFromToday(DEFAULT_NEED_BY_DAYS);
    if (isBeforeToday(needBy)) throw invalid([{ field: 'needBy', detail: NEED_BY_BEFORE_TODAY }]);
    return { needByDate: needBy };
  },
};

/** Request to bind: the policyholder's four fields (also the spec's PUT /{id} with `wraRequestToBind: true`). */
export const REQUEST_TO_BIND: ResourceAction = {
  name: 'request-to-bind',
  method: 'POST',
  path: '/request-to-bind/:id',
  permission: quotesResource.permissions.update,
  from: ['READY'],
  to: 'REQUESTED',
  body: requestToBindBody,
  effect: (input) => {
    const { customerFirstName, customerLastName, customerEmail, customerPhone } = input.body;
    const details = {
      ...((input.record.details ?? {}) as ApiRecord),
      customerPhone,
      wraRequestToBind: { customerFirstName, customerLastName, customerEmail, customerPhone, ...stamp(input) },
    };
    return { customerFirstName, customerLastName, customerEmail, details: JSON.stringify(details) };
  },
};

export const ATTEST: ResourceAction = {
  name: 'attest',
  method: 'POST',
  path: '/attest/:id',
  permission: QUOTE_BIND,
  from: ['READY', 'REQUESTED'],
  to: 'SIGNED',
  body: attestBody,
  effect: (input) => ({ details: withDetail(input.record, 'attestation', stamp(input)) }),
};

/**
 * Bind: the binder, from today, expiring BINDER_DAYS later. Only a SIGNED quote binds (signed by the policyholder,
 * in the console or through the e-signature provider, or attested by the agency); and once the application was
 * sent for e-signature, only when it is signed: an attested quote whose envelope is still out is 409 (signing.ts).
 */
export const BIND: ResourceAction = {
  name: 'bind',
  method: 'POST',
  path: '/uw/bind/:id',
  permission: QUOTE_BIND,
  from: ['SIGNED'],
  to: 'BOUND',
  body: emptyBody(),
  emits: 'quote.bound',
  effect: ({ record }) => {
    const details = (record.details ?? {}) as ApiRecord;
    const request = details.signRequest as ApiRecord | undefined;
    if (request?.envelope && !details.applicationSignature) throw new ApiError(409, applicationNotSigned(request));
    return { boundOn: new Date(), binderExpiresOn: daysFromToday(BINDER_DAYS) };
  },
};

export const ISSUE: ResourceAction = {
  name: 'issue',
  method: 'POST',
  path: '/issue/:id',
  permission: QUOTE_UNDERWRITE,
  from: ['BOUND'],
  to: 'ISSUED',
  body: emptyBody(),
  effect: issuePolicy,
};

export const RESCIND: ResourceAction = {
  name: 'rescind',
  method: 'PUT',
  path: '/rescind/:id',
  permission: QUOTE_UNDERWRITE,
  from: ['BOUND'],
  to: 'RESCIND',
  body: noteBody,
  effect: (input) => ({
    details: withDetail(input.record, 'rescinded', { reason: input.body.reason ?? null, ...stamp(input) }),
  }),
};

/** Invalidate: the account changed after quoting (100-level products, "All Quotes Invalidated"). */
export const INVALIDATE: ResourceAction = {
  name: 'invalidate',
  method: 'PUT',
  path: '/invalidate/:id',
  permission: quotesResource.permissions.update,
  from: OPEN_STATUSES,
  to: 'INVALID',
  body: noteBody,
  effect: (input) => ({
    details: withDetail(input.record, 'invalidated', { reason: input.body.reason ?? null, ...stamp(input) }),
  }),
};

/** Delete: the quote stays, DELETED (and out of the lists that filter it); a binder is never deleted. */
export const DELETE: ResourceAction = {
  name: 'delete',
  method: 'PUT',
  path: '/delete/:id',
  permission: quotesResource.permissions.delete,
  from: DELETABLE_STATUSES,
  to: 'DELETED',
  body: emptyBody(),
};

export const quoteActions: readonly ResourceAction[] = [
  REFER,
  REQUEST_REVIEW,
  RELEASE,
  DECLINE,
  LOST,
  NEED_BY,
  REQUEST_TO_BIND,
  ATTEST,
  BIND,
  ISSUE,
  RESCIND,
  INVALIDATE,
  DELETE,
  // The underwriter's re-pricing and terms (underwriting/): no status change, from the priced statuses.
  REASSESS_RISK,
  RESET,
  SWITCH_PAPER,
  EVENT_EXCLUSION,
  // The agency asks the policyholder to sign the application, before the attest and the bind (signing.ts).
  SEND_SIGN_REQUEST,
  // The policyholder signs the application it was sent (signApplication.ts).
  SIGN_APPLICATION,
];

/** The spec's PUT /{id} is a request to bind when its body says so (`wraRequestToBind: true`); any other PUT edits. */
export const actionOfQuoteUpdate = (body: unknown): ResourceAction | undefined =>
  body && typeof body === 'object' && (body as ApiRecord).wraRequestToBind === true ? REQUEST_TO_BIND : undefined;
