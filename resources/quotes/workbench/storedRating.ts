import type { PricedCoverage } from '../../../src/shared/rating/pricedCoverage';

/** One factor of a stored premium: what it is, what it was read from, its value. */
export interface BreakdownLine {
  factor: string;
  label: string;
  value: number;
  basis: Record<string, unknown>;
}

/** What a priced quote keeps of its rating (GET /api/quote/v1/{id} `rating`), as the workbench reads it. */
export interface StoredRating {
  ratingVersion: string;
  totalPremium: number;
  breakdown: BreakdownLine[];
  coverages: PricedCoverage[];
  pricedAt?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLine = (value: unknown): value is BreakdownLine =>
  isObject(value) &&
  typeof value.factor === 'string' &&
  typeof value.label === 'string' &&
  typeof value.value === 'number';

/** The quote's rating when it was priced by the rater (a quote of an unrated product has none). */
export function storedRating(rating: unknown): StoredRating | undefined {
  if (!isObject(rating) || !Array.isArray(rating.breakdown) || typeof rating.ratingVersion !== 'string')
    return undefined;
  return {
    ratingVersion: rating.ratingVersion,
    totalPremium: Number(rating.totalPremium),
    breakdown: rating.breakdown
      .filter(isLine)
      .map((line) => ({ ...line, basis: isObject(line.basis) ? line.basis : {} })),
    coverages: Array.isArray(rating.coverages) ? (rating.coverages as PricedCoverage[]) : [],
    pricedAt: typeof rating.pricedAt === 'string' ? rating.pricedAt : undefined,
  };
}
