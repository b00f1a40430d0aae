/**
 * What a quote's or policy's stored rating (`rating`, see src/server/rating/pricedRating.ts) holds that its
 * documents show: the rating version, the breakdown and the calculator's coverages, and the names and order of
 * that version's coverages from the rating catalogue. Reading only: nothing is priced here.
 */
import type { BreakdownLine } from '../rating/price';
import type { RatingCatalogue } from '../rating/ratingCatalogue';
import type { CoverageState } from '../../shared/rating/calculatorState';

export interface StoredRating {
  ratingVersion?: string;
  breakdown?: BreakdownLine[];
  calculator?: { limit?: number; deductible?: number; coverages?: Record<string, CoverageState> };
}

/** The stored rating of a record (a JSON text or an object), if it has one. */
export function storedRating(record: Record<string, unknown>): StoredRating | undefined {
  const { rating } = record;
  if (typeof rating === 'string') {
    try {
      return JSON.parse(rating) as StoredRating;
    } catch {
      return undefined;
    }
  }
  return rating && typeof rating === 'object' ? (rating as StoredRating) : undefined;
}

/** The names and order of a rating version's coverages (`P100/v1`), if its file is there. */
export function coverageCatalogue(
  catalogue: RatingCatalogue,
  ratingVersion: string | undefined,
): Map<string, { name: string; order: number }> {
  const match = /^(.+)\/v(\d+)$/.exec(ratingVersion ?? '');
  if (!match || !catalogue.versions(match[1]).includes(Number(match[2]))) return new Map();
  const product = catalogue.product(match[1], Number(match[2]));
  return new Map(product.coverages.map((c) => [String(c.id), { name: c.name, order: c.group * 1000 + c.order }]));
}
