import type { StoredRecord } from '../../../../shared/api/types';
import type { PolicyRecord } from '../../../../shared/generated/records';

/** The policy fields the policyholder's home reads. */
export type PolicySummary = Pick<
  StoredRecord<PolicyRecord>,
  | 'id'
  | 'accountId'
  | 'policyNumber'
  | 'product'
  | 'status'
  | 'effectiveDate'
  | 'endDate'
  | 'totalPremium'
  | 'isPaid'
  | 'created'
>;

export const PAYMENT_TERM_DAYS = 7;

/**
 * What a policyholder owes on a policy, as its invoice says (spec 002 §9 "Payment reference date"): an unpaid
 * policy's total premium, due 7 days after the policy was created; a paid one owes nothing.
 */
export function amountDue(policy: PolicySummary): { amount: number; dueDate: string } | null {
  if (policy.isPaid) return null;
  const created = new Date(policy.created);
  const due = new Date(
    Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate() + PAYMENT_TERM_DAYS),
  );
  return { amount: Number(policy.totalPremium ?? 0), dueDate: due.toISOString().slice(0, 10) };
}
