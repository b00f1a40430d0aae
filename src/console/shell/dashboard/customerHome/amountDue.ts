/**
 * What a policyholder owes on a policy, as its invoice says (spec 002 §9 "Payment reference date"): an unpaid
 * policy's total premium, due 7 days after the policy was created; a paid one owes nothing.
 */
export interface PolicySummary {
  id: string;
  accountId: string;
  policyNumber: string;
  product: string;
  status: string;
  effectiveDate: string;
  endDate: string;
  totalPremium: number | null;
  isPaid: boolean | null;
  created: string;
}

export const PAYMENT_TERM_DAYS = 7;

export function amountDue(policy: PolicySummary): { amount: number; dueDate: string } | null {
  if (policy.isPaid) return null;
  const created = new Date(policy.created);
  const due = new Date(
    Date.UTC(created.getUTCFullYear(), created.getUTCMonth(), created.getUTCDate() + PAYMENT_TERM_DAYS),
  );
  return { amount: Number(policy.totalPremium ?? 0), dueDate: due.toISOString().slice(0, 10) };
}
