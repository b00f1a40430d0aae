/**
 * Demo quotes of the rated products (P100, P250) are priced by the rater, as a quote made in the console is:
 * each carries its calculator input, rating version and factor breakdown. The inputs vary with the quote's
 * index (industry, revenue, limit, preset); the state is the demo firmographics' (TX).
 */
import { todayIso } from '../../shared/dates/today';
import { pricedRating } from '../rating/pricedRating';
import { rateCalculation } from '../rating/rateCalculation';
import { RatingCatalogue } from '../rating/ratingCatalogue';

const INDUSTRIES = [541511, 722511, 621111, 522110, 238220, 445110];
const REVENUES = [800_000, 3_500_000, 9_000_000, 22_000_000, 60_000_000];

/** The rated columns of demo quote `index`, or nothing for a product without a rater. */
export function demoRatingColumns(
  index: number,
  product: string,
  limit: number,
  effectiveDate: string,
): Record<string, unknown> {
  const catalogue = RatingCatalogue.fromEnvironment();
  if (!catalogue.versions(product).length) return {};
  const input = {
    product,
    naicsCode: INDUSTRIES[index % INDUSTRIES.length],
    state: 'TX',
    revenue: REVENUES[index % REVENUES.length],
    limit,
    preset: 1 + (index % 3),
    effectiveDate,
    ...(index % 4 === 1 ? { irpm: { companyStability: -5, securityAwareness: 3 } } : {}),
  };
  const calculation = rateCalculation(catalogue, input, { today: todayIso() });
  const rating = pricedRating(input, calculation);
  return {
    premium: rating.totalPremium,
    totalPremium: rating.totalPremium,
    endDate: calculation.input.endDate,
    ratingVersion: rating.ratingVersion,
    rating: JSON.stringify(rating),
  };
}
