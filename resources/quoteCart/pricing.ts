/**
 * A cart entry's price: its calculator request checked and priced by the rater (the console never computes a
 * premium), 400s naming `calculator.<field>`. The state, industry and revenue the request leaves out are the
 * account's (its state, its details form's naicsCode and revenue); a request for another state than the
 * account's is refused, since the licence check is for the account's state.
 */
import { ApiError, invalid } from '../../src/server/http/apiError';
import { pricedRating, type PricedRating } from '../../src/server/rating/pricedRating';
import { calculatorRequestOf, rateCalculation } from '../../src/server/rating/rateCalculation';
import type { RatingCatalogue } from '../../src/server/rating/ratingCatalogue';
import type { VerifiedAccount } from './eligibility';

const PREFIX = 'calculator.';

/** The summary a cart row shows (spec 002 §3 "Quote cart": calculatorGeneratedData). */
export interface CalculatorGeneratedData {
  presets: number;
  aggregateLimit: number;
  coverages: Record<string, unknown>;
  referToUnderwriter: boolean;
  totalPremium: number;
  effectiveDate: string;
}

export interface PricedEntry {
  input: Record<string, unknown>;
  rating: PricedRating;
  presetName: string;
  generated: CalculatorGeneratedData;
}

/** The request as the account completes it: state, industry and revenue from the account when left out. */
function completedInput(calculator: unknown, product: unknown, account: VerifiedAccount): Record<string, unknown> {
  if (!calculator || typeof calculator !== 'object' || Array.isArray(calculator))
    throw invalid([{ field: 'calculator', detail: 'The calculator must be a JSON object.' }]);
  const input: Record<string, unknown> = { ...(calculator as Record<string, unknown>) };
  if (input.product === undefined && typeof product === 'string') input.product = product;
  if (product !== undefined && input.product !== product)
    throw invalid([
      {
        field: `${PREFIX}product`,
        detail: `The calculator is for ${String(input.product)}, the request for ${String(product)}`,
      },
    ]);
  if (input.state === undefined && account.state) input.state = account.state;
  if (input.naicsCode === undefined && account.naicsCode !== null) input.naicsCode = account.naicsCode;
  if (input.revenue === undefined && account.revenue !== null) input.revenue = account.revenue;
  if (account.state && typeof input.state === 'string' && input.state !== account.state) {
    throw invalid([
      {
        field: `${PREFIX}state`,
        detail: `The account is in ${account.state}: the quote must be rated for ${account.state}`,
      },
    ]);
  }
  return input;
}

/** Prices the entry with the newest rating file of its product. */
export function priceEntry(
  catalogue: RatingCatalogue,
  calculator: unknown,
  product: unknown,
  account: VerifiedAccount,
  presetName?: unknown,
): PricedEntry {
  const input = completedInput(calculator, product, account);
  const request = calculatorRequestOf(input, PREFIX);
  let calculation;
  try {
    calculation = rateCalculation(catalogue, request, { prefix: PREFIX });
  } catch (error) {
    // The premium tables' own refusals (revenue above the bands) name the request's field.
    if (error instanceof ApiError && error.errors)
      throw invalid(error.errors.map((e) => (e.field.startsWith(PREFIX) ? e : { ...e, field: `${PREFIX}${e.field}` })));
    throw error;
  }
  const rating = pricedRating(input, calculation);
  const priced = calculation.input;
  const preset = catalogue.product(request.product).presets.find((p) => p.id === priced.preset);
  return {
    input,
    rating,
    presetName: typeof presetName === 'string' && presetName.trim() ? presetName.trim() : (preset?.name ?? 'CUSTOM'),
    generated: {
      presets: priced.preset,
      aggregateLimit: priced.limit,
      coverages: priced.coverages,
      referToUnderwriter: rating.referToUnderwriter,
      totalPremium: rating.totalPremium,
      effectiveDate: priced.effectiveDate,
    },
  };
}
