/**
 * The monthly instalment of a financed amount by the standard amortisation formula:
 *
 *   A = L · r · (1 + r)^n / ((1 + r)^n − 1),   r = APR / 12,
 *
 * (A = L / n at 0 % APR), rounded half-up to the cent. With the APR in basis points b, r = b / 120000 and the
 * whole formula is a ratio of integers, so it is computed exactly in BigInt and rounded once:
 *
 *   A = L · b · (120000 + b)^n / (120000 · ((120000 + b)^n − 120000^n)).
 */
import { divideHalfUp } from './money';

/** An APR in percent with at most two decimals (8.5 → 850 basis points); anything else is refused. */
export function aprBasisPoints(aprPercent: number): number {
  const points = Math.round(aprPercent * 100);
  if (!Number.isFinite(aprPercent) || aprPercent < 0 || Math.abs(points - aprPercent * 100) > 1e-6)
    throw new RangeError(`APR must be a non-negative percentage with at most two decimals: ${aprPercent}`);
  return points;
}

export function instalmentCents(financedCents: number, aprPercent: number, instalments: number): number {
  if (!Number.isInteger(financedCents) || financedCents < 0)
    throw new RangeError('The financed amount is whole, non-negative cents');
  if (!Number.isInteger(instalments) || instalments < 1) throw new RangeError('At least one instalment');
  const b = BigInt(aprBasisPoints(aprPercent));
  const n = BigInt(instalments);
  const amount = BigInt(financedCents);
  if (b === 0n) return Number(divideHalfUp(amount, n));
  const grown = (120000n + b) ** n;
  const base = 120000n ** n;
  return Number(divideHalfUp(amount * b * grown, 120000n * (grown - base)));
}
