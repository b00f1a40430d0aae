/**
 * A renewal reminder as an action of the policy, sent by the system on one of the days before the policy ends
 * (RENEWAL_REMINDER_DAYS): recorded in the policy's history and in `details.renewalRemindersSent` (the days already
 * sent). The store's version check makes it once per day whichever instance runs it: a second instance acting on the
 * same version gets the 409 of a stale edit, and one acting after it finds the day recorded. Refused when the
 * reminders are muted (`POST /{id}/mute-renewal-reminders`) or the policy opted out of renewal.
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import type { OutgoingMessage } from '../../../src/server/auth/outbox/outbox';
import { ApiError } from '../../../src/server/http/apiError';
import type { ApiRecord } from '../../../src/shared/api/types';
import { formatterFor } from '../../../src/server/documents/formatting';
import type { Region } from '../../../src/shared/region/regions';
import { POLICY_SERVICE } from '../servicing/permissions';

/** Days before the end date on which a reminder goes (decided: the spec names the mute, not the days). */
export const RENEWAL_REMINDER_DAYS = [60, 30, 7] as const;
export const RENEWAL_REMINDER_ACTION = 'send-renewal-reminder';
export const RENEWAL_REMINDER_KIND = 'RENEWAL_REMINDER';

export const RENEWAL_MESSAGES = {
  muted: 'Renewal reminders are muted for this policy.',
  optedOut: 'This policy opted out of renewal.',
  alreadySent: 'This renewal reminder was already sent.',
} as const;

const detailsOf = (policy: ApiRecord): ApiRecord => {
  const details = policy.details;
  if (typeof details === 'string') return JSON.parse(details) as ApiRecord;
  return (details ?? {}) as ApiRecord;
};

/** The reminders already sent, as `<end date>/<days before>` (a renewed term's reminders start afresh). */
export const renewalRemindersSent = (policy: ApiRecord): string[] => {
  const sent = detailsOf(policy).renewalRemindersSent;
  return Array.isArray(sent) ? sent.map(String) : [];
};

/** Why no reminder may go for the policy, or undefined. */
export function renewalReminderRefusal(policy: ApiRecord, key: string): string | undefined {
  const details = detailsOf(policy);
  if ((details.renewalReminders as ApiRecord | undefined)?.muted === true) return RENEWAL_MESSAGES.muted;
  if (details.renewalOptOut) return RENEWAL_MESSAGES.optedOut;
  if (renewalRemindersSent(policy).includes(key)) return RENEWAL_MESSAGES.alreadySent;
  return undefined;
}

export const sendRenewalReminder = (key: string): ResourceAction => ({
  name: RENEWAL_REMINDER_ACTION,
  permission: POLICY_SERVICE,
  effect({ record }) {
    const refusal = renewalReminderRefusal(record, key);
    if (refusal) throw new ApiError(409, refusal);
    return {
      details: JSON.stringify({ ...detailsOf(record), renewalRemindersSent: [...renewalRemindersSent(record), key] }),
    };
  },
});

/** The policyholder's reminder (the agent gets the same text when the account names one). */
export function renewalReminderMessage(
  policy: ApiRecord,
  recipient: string,
  daysLeft: number,
  region: Region,
): OutgoingMessage {
  const number = String(policy.policyNumber);
  return {
    channel: 'EMAIL',
    recipient,
    kind: RENEWAL_REMINDER_KIND,
    subject: `Your cyber insurance policy ${number} ends in ${daysLeft} days`,
    body: [
      `Policy ${number} for ${String(policy.companyName ?? '')} ends on ${formatterFor(region).day(policy.endDate)}.`,
      '',
      'To keep the cover going, ask your agent to renew it before that day.',
    ].join('\n'),
  };
}
