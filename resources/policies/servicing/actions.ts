/**
 * Policy servicing as declared actions of the policy's state machine (spec 002 §7 Policies): none moves
 * the status, each starts only from the statuses where it makes sense (409 otherwise, naming the status), checks
 * its permission and tenancy, takes the version the caller saw and is a history entry with its actor.
 */
import type { ActionInput, ResourceAction } from '../../../src/server/actions/resourceAction';
import { ACTIVE_STATUSES, type PolicyStatus } from '../lifecycle/statuses';
import { contactBody, endorsementBody, muteBody, renewalBody } from './bodies';
import { endorse } from './endorsement';
import { POLICY_ENDORSE, POLICY_SERVICE } from './permissions';
import type { ApiRecord } from '../../../src/shared/api/types';

const detailsOf = (record: ApiRecord) => (record.details ?? {}) as ApiRecord;
const withDetails = (record: ApiRecord, entries: ApiRecord) => JSON.stringify({ ...detailsOf(record), ...entries });
const stamp = ({ principal }: ActionInput) => ({ by: principal.email, on: new Date().toISOString() });

/** A policy in force (or issued, its term to come) is the one a midterm endorsement changes. */
export const ENDORSABLE_STATUSES: readonly PolicyStatus[] = ['ISSUED', 'IN FORCE'];

/** POST /{policyId}/mute-renewal-reminders/{product} (the product path: routes.ts); `mute: false` turns them back on. */
export const MUTE_RENEWAL_REMINDERS: ResourceAction = {
  name: 'mute-renewal-reminders',
  method: 'POST',
  permission: POLICY_SERVICE,
  from: ACTIVE_STATUSES,
  body: muteBody,
  effect: (input) => ({
    details: withDetails(input.record, { renewalReminders: { muted: input.body.mute !== false, ...stamp(input) } }),
  }),
};

/** Open the policy for renewal (decided path: the spec gives the flag isOpenForRenewal, not its call); idempotent. */
export const OPEN_FOR_RENEWAL: ResourceAction = {
  name: 'open-for-renewal',
  method: 'PUT',
  permission: POLICY_SERVICE,
  from: [...ACTIVE_STATUSES, 'EXPIRED'],
  body: renewalBody,
  effect: (input) => ({
    isOpenForRenewal: true,
    details: withDetails(input.record, {
      openedForRenewal: { description: input.body.description ?? null, ...stamp(input) },
    }),
  }),
};

/** POST /optout/{policyId}: the policy leaves the renewal list; idempotent. */
export const RENEWAL_OPT_OUT: ResourceAction = {
  name: 'renewal-opt-out',
  method: 'POST',
  path: '/optout/:id',
  permission: POLICY_SERVICE,
  from: [...ACTIVE_STATUSES, 'EXPIRED'],
  body: renewalBody,
  effect: (input) => ({
    isOpenForRenewal: false,
    details: withDetails(input.record, {
      renewalOptOut: { description: input.body.description ?? null, ...stamp(input) },
    }),
  }),
};

/** Update the policyholder contact (spec 001 §7 "update of policy contact", path not shown: decided). */
export const UPDATE_CONTACT: ResourceAction = {
  name: 'update-contact',
  method: 'PUT',
  path: '/:id/contact',
  permission: POLICY_SERVICE,
  from: ACTIVE_STATUSES,
  body: contactBody,
  effect: ({ body }) => ({
    customerFirstName: body.customerFirstName,
    customerLastName: body.customerLastName,
    customerEmail: body.customerEmail,
    customerPhone: body.customerPhone,
  }),
};

/** A midterm endorsement, re-priced by the rater (endorsement.ts). */
export const ENDORSE: ResourceAction = {
  name: 'endorse',
  method: 'POST',
  path: '/:id/endorsement',
  permission: POLICY_ENDORSE,
  from: ENDORSABLE_STATUSES,
  body: endorsementBody,
  effect: endorse,
};

export const servicingActions: readonly ResourceAction[] = [
  MUTE_RENEWAL_REMINDERS,
  OPEN_FOR_RENEWAL,
  RENEWAL_OPT_OUT,
  UPDATE_CONTACT,
  ENDORSE,
];
