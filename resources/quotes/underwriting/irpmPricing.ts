/**
 * The underwriter's IRPM on a priced quote (spec 002 §3, §5, §9): modifier = 1 + sum / 100 (10 decimals). The
 * rater's model already has an IRPM line (src/server/rating/price.ts, the agent's calculator IRPM); the
 * underwriter's replaces it. The quote's rated premium is the product of its other lines rounded to the cent
 * (`premiumOf`: what the quote shows before any IRPM), and the new premium is that rated premium × the modifier,
 * rounded to the cent: the breakdown's other lines multiply to the rated premium (kept on the IRPM line's basis),
 * and the rated premium times the IRPM line gives the premium back. The stored input (what the agent asked for)
 * stays; the other lines are those the quote was priced with, so an old quote still explains itself.
 */
import { premiumOf, toCents, type BreakdownLine } from '../../../src/server/rating/price';
import type { PricedRating } from '../../../src/server/rating/pricedRating';
import type { RatingCatalogue } from '../../../src/server/rating/ratingCatalogue';
import { irpmModifier, type IrpmBounds, type IrpmValues } from '../../../src/shared/rating/irpm';

/** What the quote keeps of the underwriter's IRPM. */
export interface UnderwriterIrpm {
  irpm: IrpmValues;
  irpmModifier: number;
  irpmNote: string | null;
  by: string;
  on: string;
}

export type UnderwrittenRating = PricedRating & { underwriterIrpm?: UnderwriterIrpm };

/** The IRPM bounds of the rating file the quote was priced with, for the state it was priced in. */
export function irpmBoundsOf(catalogue: RatingCatalogue, rating: PricedRating): IrpmBounds {
  const [code, version] = rating.ratingVersion.split('/v');
  const product = catalogue.product(code, Number(version));
  return product.irpm.states?.[rating.calculator.state] ?? product.irpm.default;
}

const irpmLine = (irpm: UnderwriterIrpm, rating: PricedRating, ratedPremium: number): BreakdownLine => ({
  factor: 'irpm',
  label: `IRPM modifier set by the underwriter (1 + the sum of the IRPM percentages / 100), applied to the rated premium of ${ratedPremium.toFixed(2)}`,
  value: irpm.irpmModifier,
  basis: { irpm: irpm.irpm, ratedPremium, setBy: irpm.by, setOn: irpm.on, ratedIrpm: rating.calculator.irpm ?? {} },
});

/** The rating with the underwriter's IRPM as its IRPM line, and the premium: rated premium × modifier, to the cent. */
export function withUnderwriterIrpm(rating: PricedRating, irpm: UnderwriterIrpm): UnderwrittenRating {
  const kept = rating.breakdown.filter((entry) => entry.factor !== 'irpm');
  const ratedPremium = premiumOf(kept);
  const breakdown = [...kept, irpmLine(irpm, rating, ratedPremium)];
  return { ...rating, breakdown, totalPremium: toCents(ratedPremium * irpm.irpmModifier), underwriterIrpm: irpm };
}

/** The underwriter's IRPM from the values sent. */
export const underwriterIrpm = (values: IrpmValues, note: string | null, by: string): UnderwriterIrpm => ({
  irpm: values,
  irpmModifier: irpmModifier(values),
  irpmNote: note,
  by,
  on: new Date().toISOString(),
});
