/**
 * Money in integer cents (spec 002 §9 financing figures are "to 2 decimals"): amounts enter and leave as dollars
 * with two decimals, and every step in between is whole cents, rounded half-up, so no float drift creeps in.
 */

/** Dollars (as the API and the database carry them) to whole cents, half-up; 4328.33 → 432833. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  // `amount * 100` of a two-decimal amount lands within 1e-6 of a whole number; toFixed settles it first.
  const scaled = Number((Math.abs(amount) * 100).toFixed(6));
  return Math.sign(amount) * Math.floor(scaled + 0.5);
}

/** Whole cents back to dollars with two decimals; 432833 → 4328.33. */
export const fromCents = (cents: number): number => Number((cents / 100).toFixed(2));

/** numerator / denominator rounded half-up to a whole number, exactly (both non-negative, denominator > 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n)
    throw new RangeError('divideHalfUp takes a non-negative numerator and a positive denominator');
  return (2n * numerator + denominator) / (2n * denominator);
}
