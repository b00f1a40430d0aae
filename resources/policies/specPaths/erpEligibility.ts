/**
 * Whether a policy's extended reporting period (ERP, "tail cover") may be bought (spec 002 "Extended reporting
 * period": `GET /erp/eligibility/{policyId}`; the rule is not shown, decided here as the market writes it): the
 * policy has ended — expired at its end date, or cancelled (not flat: a flat cancellation never covered anything) —
 * was not renewed, and today is within 60 days of that end. The answer names every reason it may not, the spec's way
 * of answering an eligibility.
 */
import { addDays } from '../../../src/shared/billing/schedule';
import type { StoredRecord } from '../../../src/shared/api/types';
import type { PolicyRecord } from '../../../src/shared/generated/records';

/** How long after its end a policy's ERP may still be bought. */
export const ERP_WINDOW_DAYS = 60;

export const ERP_REASONS = {
  notEnded: 'The policy has not ended: an extended reporting period starts when it expires or is cancelled.',
  flatCancelled: 'The policy was cancelled from its start: there is no period to extend.',
  renewed: 'The policy was renewed: its renewal continues the cover.',
  windowPassed: `An extended reporting period may be bought within ${ERP_WINDOW_DAYS} days of the policy's end.`,
} as const;

export interface ErpEligibility {
  policyId: string;
  eligible: boolean;
  reasons: string[];
  /** The day the policy's cover ended, when it has. */
  endedOn: string | null;
  /** The last day the ERP may be bought, when the policy has ended. */
  availableUntil: string | null;
}

type Policy = Pick<StoredRecord<PolicyRecord>, 'id' | 'status' | 'endDate' | 'details'>;

/** The day the policy ended: its cancellation's day, or its end date once expired. */
function endedOn(policy: Policy): string | null {
  if (policy.status === 'EXPIRED') return policy.endDate;
  if (policy.status !== 'CANCELLED') return null;
  const on = ((policy.details ?? {}) as { cancellation?: { on?: unknown } }).cancellation?.on;
  return typeof on === 'string' ? on.slice(0, 10) : policy.endDate;
}

export function erpEligibility(policy: Policy, today: string): ErpEligibility {
  const ended = endedOn(policy);
  const reasons: string[] = [];
  if (policy.status === 'RENEWED') reasons.push(ERP_REASONS.renewed);
  else if (policy.status === 'FLAT CANCELLED') reasons.push(ERP_REASONS.flatCancelled);
  else if (!ended) reasons.push(ERP_REASONS.notEnded);
  const availableUntil = ended ? addDays(ended, ERP_WINDOW_DAYS) : null;
  if (availableUntil && today > availableUntil) reasons.push(ERP_REASONS.windowPassed);
  return { policyId: policy.id, eligible: reasons.length === 0, reasons, endedOn: ended, availableUntil };
}
