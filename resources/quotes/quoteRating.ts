/**
 * A quote's price comes from the rater, never from the writer: a write carrying `rating.input` (a calculator
 * request) is priced by the server, which stores the rating version, the premium and its breakdown and sets
 * premium and totalPremium from it. The input the quote already has keeps its stored price (an old quote still
 * shows its old premium and breakdown after the rating files change); a new input is priced anew.
 */
import { ApiError, invalid } from '../../src/server/http/apiError';
import { calculatorRequestOf, rateCalculation } from '../../src/server/rating/rateCalculation';
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import { pricedRating, type PricedRating } from '../../src/server/rating/pricedRating';
import { withUnderwriterIrpm, type UnderwrittenRating } from './underwriting/irpmPricing';
import { totalPremiumOf } from './underwriting/totalPremium';
import type { ApiRecord } from '../../src/shared/api/types';

/** A quote's stored rating (see `pricedRating`). */
export type QuoteRating = PricedRating;

/** Keys sorted at every level, so two inputs compare by content. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

const INPUT = 'rating.input.';

/** Prices a rating input for a quote of `product`; 400s name `rating.input.<field>`. */
function priced(catalogue: RatingCatalogue, input: Record<string, unknown>, product: unknown): QuoteRating {
  const request = calculatorRequestOf(input, INPUT);
  if (product !== undefined && request.product !== product)
    throw invalid([
      { field: `${INPUT}product`, detail: `The rating is for ${request.product}, the quote for ${String(product)}` },
    ]);
  let calculation;
  try {
    calculation = rateCalculation(catalogue, request, { prefix: INPUT });
  } catch (error) {
    // The premium tables' own refusals (revenue above the bands) name the request's field.
    if (error instanceof ApiError && error.errors)
      throw invalid(error.errors.map((e) => (e.field.startsWith(INPUT) ? e : { ...e, field: `${INPUT}${e.field}` })));
    throw error;
  }
  return pricedRating(input, calculation);
}

/** The rating columns of a quote write, and the fields the price sets (premium, totalPremium, limit, dates). */
export function quoteRatingColumns(catalogue: RatingCatalogue, value: ApiRecord, existing?: ApiRecord): ApiRecord {
  const previous = existing?.rating as QuoteRating | null | undefined;
  const asked = (value.rating as { input?: Record<string, unknown> } | undefined)?.input;
  const repriced =
    asked && !(previous && canonical(previous.input) === canonical(asked))
      ? priced(catalogue, asked, value.product)
      : previous;
  // The underwriter's IRPM stays with the quote when its input is priced anew (underwriting/irpmPricing.ts).
  const irpm = (previous as UnderwrittenRating | null | undefined)?.underwriterIrpm;
  const rating = repriced && repriced !== previous && irpm ? withUnderwriterIrpm(repriced, irpm) : repriced;
  if (!rating) return { rating: null, ratingVersion: null };
  const fresh = rating !== previous;
  const { calculator } = rating;
  return {
    rating: JSON.stringify(rating),
    ratingVersion: rating.ratingVersion,
    premium: rating.totalPremium,
    // The premium and the fees the fee actions set (underwriting/totalPremium.ts).
    totalPremium: totalPremiumOf(rating.totalPremium, value),
    limit: calculator.limit,
    aggLimit: calculator.limit,
    ...(fresh ? { effectiveDate: calculator.effectiveDate, endDate: calculator.endDate } : {}),
    ...(fresh && !existing && rating.referToUnderwriter && (value.status ?? 'READY') === 'READY'
      ? { status: 'REFERRED' }
      : {}),
  };
}
