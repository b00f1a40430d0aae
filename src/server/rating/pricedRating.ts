import type { CalculatorInput } from '../../shared/rating/calculatorInput';
import type { PricedCoverage } from '../../shared/rating/pricedCoverage';
import type { BreakdownLine } from './price';
import type { Calculation } from './rateCalculation';

/** What a priced quote keeps of its calculation, so it explains its premium after the tables change. */
export interface PricedRating {
  input: Record<string, unknown>;
  ratingVersion: string;
  totalPremium: number;
  breakdown: BreakdownLine[];
  referToUnderwriter: boolean;
  /** The input as priced: every option and coverage line filled in. */
  calculator: CalculatorInput;
  /** The coverage lines as priced, named (ratings priced before names were kept have none). */
  coverages?: PricedCoverage[];
  pricedAt: string;
}

/** The stored rating of a quote priced from `input`. */
export const pricedRating = (input: Record<string, unknown>, calculation: Calculation): PricedRating => ({
  input,
  ratingVersion: calculation.ratingVersion,
  totalPremium: calculation.totalPremium,
  breakdown: calculation.breakdown,
  referToUnderwriter: calculation.referToUnderwriter,
  calculator: calculation.input,
  coverages: calculation.coverages,
  pricedAt: new Date().toISOString(),
});
