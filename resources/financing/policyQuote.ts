/** The financing quote of one policy (the arithmetic of src/shared/billing over the policy's premium and fees). */
import { ApiError } from '../../src/server/http/apiError';
import { financingQuote, type FinancingQuote } from '../../src/shared/billing/financingQuote';
import { addDays } from '../../src/shared/billing/schedule';
import { todayIso } from '../../src/shared/dates/today';
import type { FinancingTerms } from './financingTerms';
import type { ApiRecord } from '../../src/shared/api/types';

/** "Payment reference date = policy created plus 7 days" (spec 002 §9): the day a plan starts from by default. */
export const REFERENCE_DAYS = 7;

export function referenceDate(policy: ApiRecord): string {
  const created = policy.created instanceof Date ? policy.created : new Date(String(policy.created));
  return addDays(todayIso(created), REFERENCE_DAYS);
}

export interface PolicyFinancingQuote extends FinancingQuote {
  policyId: string;
  policyNumber: string;
  financeQuoteNumber: string;
  financerName: string;
}

export function policyFinancingQuote(policy: ApiRecord, terms: FinancingTerms, date: string): PolicyFinancingQuote {
  const totalPremium = Number(policy.totalPremium ?? 0);
  const brokerFee = Number(policy.brokerFee ?? 0);
  const mgaFee = Number(policy.mgaFee ?? 0);
  if (!(totalPremium > 0) || brokerFee + mgaFee >= totalPremium)
    throw new ApiError(409, 'This policy has no premium to finance.');
  const quote = financingQuote({ totalPremium, brokerFee, mgaFee, apr: terms.apr, date });
  const policyNumber = String(policy.policyNumber ?? '');
  return {
    policyId: String(policy.id),
    policyNumber,
    financeQuoteNumber: `FQ-${policyNumber}-${date.replace(/-/g, '')}`,
    financerName: terms.financerName,
    ...quote,
  };
}
