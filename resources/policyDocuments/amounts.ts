import type { ApiRecord } from '../../src/shared/api/types';

/**
 * The money a policy's documents show, as the policy stores it: total premium, broker fee, MGA fee and the
 * additional broker fee, and the premium before fees. A policy issued from a quote keeps the quote's premium
 * in `details.premium`; an older policy without it shows its total premium less its fees (the total premium
 * is the premium plus the fees, as on the quote). The payment reference (due) date is the policy's creation
 * day plus 7 days (spec 002 §9 "Payment reference date").
 */

export interface PolicyAmounts {
  premium: number | null;
  brokerFee: number | null;
  additionalBrokerFee: number | null;
  mgaFee: number | null;
  totalPremium: number | null;
}

const amount = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const cents = (value: number) => Math.round(value * 100) / 100;

export function policyAmounts(policy: ApiRecord, details: ApiRecord): PolicyAmounts {
  const totalPremium = amount(policy.totalPremium);
  const brokerFee = amount(policy.brokerFee);
  const mgaFee = amount(policy.mgaFee);
  const additionalBrokerFee = amount(details.additionalBrokerFee);
  const stored = amount(details.premium);
  const premium =
    stored ??
    (totalPremium === null
      ? null
      : cents(totalPremium - (brokerFee ?? 0) - (mgaFee ?? 0) - (additionalBrokerFee ?? 0)));
  return { premium, brokerFee, additionalBrokerFee, mgaFee, totalPremium };
}

/** The payment reference (due) date: the creation day (UTC) plus 7 days, as YYYY-MM-DD; undefined without one. */
export function paymentDueDate(created: unknown): string | undefined {
  const text = created instanceof Date ? created.toISOString() : typeof created === 'string' ? created : '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const day = new Date(`${text.slice(0, 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
}
