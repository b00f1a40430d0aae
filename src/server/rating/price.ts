/**
 * The premium, computed only here (spec: the console never computes a premium). The model is transparent:
 *
 *   premium = base rate of the revenue band × industry factor (NAICS sector) × limit factor × deductible factor
 *             × coverage factor (1 + the loads of the selected coverages) × state factor × IRPM modifier
 *
 * Each factor is a line of the breakdown; the premium is their product rounded once, to the cent, at the end
 * (half away from zero), so multiplying the breakdown's values and rounding gives the premium back. The
 * coverage factor and the IRPM modifier are sums of decimals, rounded to 10 decimals as the spec rounds the IRPM.
 * Waiting periods, retro periods and the lines' own limits and deductibles do not move the premium in this model.
 */
import type { RatingProduct } from '../../shared/generated/rating';
import type { CalculatorInput } from '../../shared/rating/calculatorInput';
import { ratingVersionOf } from '../../shared/rating/calculatorRules';
import { irpmModifier } from '../../shared/rating/irpm';
import { naicsSector } from '../../shared/rating/naics';
import { invalid } from '../http/apiError';

export type FactorName = 'baseRate' | 'industry' | 'limit' | 'deductible' | 'coverages' | 'state' | 'irpm';

export interface BreakdownLine {
  factor: FactorName;
  /** What it is, in words. */
  label: string;
  value: number;
  /** What the value was read from. */
  basis: Record<string, unknown>;
}

export interface Price {
  product: string;
  /** `<product>/v<n>`: the rating file the price comes from. */
  ratingVersion: string;
  currency: string;
  totalPremium: number;
  breakdown: BreakdownLine[];
  /** A selected coverage sends the quote to the underwriter. */
  referToUnderwriter: boolean;
}

const round10 = (n: number) => Math.round(n * 1e10) / 1e10;
/** To the cent, half away from zero (premiums are positive). */
export const toCents = (n: number) => Math.round((n + Number.EPSILON * n) * 100) / 100;

/** The product of a breakdown's values, rounded to the cent: the premium. */
export const premiumOf = (breakdown: readonly Pick<BreakdownLine, 'value'>[]): number =>
  toCents(breakdown.reduce((product, line) => product * line.value, 1));

/** Prices a complete, checked input (see calculatorInputErrors) with one rating file. */
export function price(product: RatingProduct, input: CalculatorInput): Price {
  const { premium } = product;
  const band = premium.revenueBands.find((b) => input.revenue <= b.upTo);
  if (!band)
    throw invalid([
      {
        field: 'revenue',
        detail: `Revenue above ${premium.revenueBands[premium.revenueBands.length - 1].upTo.toLocaleString('en-US')} is not rated for ${product.product}: refer it to an underwriter`,
      },
    ]);
  const sector = naicsSector(input.naicsCode);
  const industry = sector ? premium.industryFactors[sector] : undefined;
  if (industry === undefined) throw invalid([{ field: 'naicsCode', detail: 'Not Available For Industry / State!' }]);
  const selected = product.coverages.filter((c) => input.coverages[c.id]?.selected);
  const loads = selected.filter((c) => c.load !== 0).map((c) => ({ id: c.id, key: c.key, load: c.load }));
  const stateFactor = premium.stateFactors.states?.[input.state] ?? premium.stateFactors.default;
  const breakdown: BreakdownLine[] = [
    {
      factor: 'baseRate',
      label: `Base rate for revenue up to ${band.upTo.toLocaleString('en-US')}`,
      value: band.baseRate,
      basis: { revenue: input.revenue, upTo: band.upTo },
    },
    {
      factor: 'industry',
      label: `Industry factor of NAICS sector ${sector}`,
      value: industry,
      basis: { naicsCode: input.naicsCode, sector },
    },
    {
      factor: 'limit',
      label: `Limit factor of ${input.limit.toLocaleString('en-US')}`,
      value: premium.limitFactors[String(input.limit)],
      basis: { limit: input.limit },
    },
    {
      factor: 'deductible',
      label: `Deductible factor of ${input.deductible.toLocaleString('en-US')}`,
      value: premium.deductibleFactors[String(input.deductible)],
      basis: { deductible: input.deductible },
    },
    {
      factor: 'coverages',
      label: `Coverage factor: 1 + the loads of ${loads.length} priced coverages`,
      value: round10(1 + loads.reduce((sum, l) => sum + l.load, 0)),
      basis: { loads },
    },
    { factor: 'state', label: `State factor of ${input.state}`, value: stateFactor, basis: { state: input.state } },
    {
      factor: 'irpm',
      label: 'IRPM modifier: 1 + the sum of the IRPM percentages / 100',
      value: irpmModifier(input.irpm),
      basis: { irpm: input.irpm },
    },
  ];
  return {
    product: product.product,
    ratingVersion: ratingVersionOf(product),
    currency: product.currency,
    totalPremium: premiumOf(breakdown),
    breakdown,
    referToUnderwriter: selected.some((c) => c.refersToUnderwriter),
  };
}
