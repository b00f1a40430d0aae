/** Financed amount = premium − down payment (spec 002 §9), the premium being the policy's total (fees included). */
export function financedAmountCents(totalCents: number, downPaymentCents: number): number {
  if (downPaymentCents > totalCents) throw new RangeError('The down payment exceeds the premium');
  return totalCents - downPaymentCents;
}
