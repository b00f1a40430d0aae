/**
 * Pricing a quote's stored rating input again (reassess risk, reset, the paper switch): the input the agent asked
 * for, judged on the day it was first priced (so the calculator's date window of that day holds), with the newest
 * rating file of the product or the version it was priced with.
 */
import { invalid } from '../../../src/server/http/apiError';
import { pricedRating, type PricedRating } from '../../../src/server/rating/pricedRating';
import { calculatorRequestOf, rateCalculation } from '../../../src/server/rating/rateCalculation';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { NO_RATING_TO_REPRICE } from './messages';
import type { ApiRecord } from '../../../src/shared/api/types';

const INPUT = 'rating.input.';

/** The quote's stored rating; 400 naming `rating` for a quote its product's rater never priced. */
export function storedRating(record: ApiRecord): PricedRating {
  const rating = record.rating as PricedRating | null | undefined;
  if (!rating?.input || !rating.ratingVersion) throw invalid([{ field: 'rating', detail: NO_RATING_TO_REPRICE }]);
  return rating;
}

/** `which`: 'newest' rating file of the product, or the 'stored' version the quote was priced with. */
export function repriced(catalogue: RatingCatalogue, rating: PricedRating, which: 'newest' | 'stored'): PricedRating {
  const version = which === 'stored' ? Number(rating.ratingVersion.split('/v')[1]) : undefined;
  const request = calculatorRequestOf(rating.input, INPUT);
  // A stored input a newer file refuses is a 400 naming `rating.input.<field>`.
  return pricedRating(
    rating.input,
    rateCalculation(catalogue, request, { today: rating.pricedAt.slice(0, 10), version, prefix: INPUT }),
  );
}
