/**
 * The down payment of a financed premium (spec 002 §9): 20 % of (amount − broker and MGA fees), plus those fees,
 * to 2 decimals. The fees are paid up front in full; only the premium itself is financed.
 */
import { divideHalfUp } from './money';

export const DOWN_PAYMENT_PERCENT = 20;

/** All in cents: `totalCents` is the policy's total premium (fees included), `feeCents` broker + MGA fees. */
export function downPaymentCents(totalCents: number, feeCents: number): number {
  const premiumCents = premiumLessFeesCents(totalCents, feeCents);
  return Number(divideHalfUp(BigInt(premiumCents) * BigInt(DOWN_PAYMENT_PERCENT), 100n)) + feeCents;
}

/** "Premium shown is total less broker and MGA fees" (spec 002 §9). */
export function premiumLessFeesCents(totalCents: number, feeCents: number): number {
  if (!Number.isInteger(totalCents) || !Number.isInteger(feeCents) || feeCents < 0)
    throw new RangeError('Amounts are whole, non-negative cents');
  if (feeCents > totalCents) throw new RangeError('The fees exceed the total premium');
  return totalCents - feeCents;
}
