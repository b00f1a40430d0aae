/**
 * What the calculator needs to know about one product, in one state, for one industry: the options, the
 * coverage lines with their availability and tooltips, the presets and the sublimit and TRIA rules. Built from
 * a rating file (no premium tables: the premium is the server's); the Rater API answers it and the console's
 * calculator state runs on it.
 */
import type { RatingCoverage, RatingGlobalOptions, RatingPreset, RatingProduct } from '../generated/rating';
import { NOT_AVAILABLE_FOR_INDUSTRY, STATE_NOT_SUPPORTED } from './calculatorConstants';
import { steppedOptions } from './clampToOptions';
import { naicsSector } from './naics';

export interface CoverageRule extends Omit<RatingCoverage, 'load'> {
  available: boolean;
  /** Why it is not available: the spec's tooltip. */
  tooltip?: string;
}

export interface CalculatorRules {
  product: string;
  /** `<product>/v<n>`: the rating file these rules come from. */
  ratingVersion: string;
  state: string;
  naicsCode: string;
  stateSupported: boolean;
  /** The product writes the industry (its NAICS sector has an industry factor). */
  industrySupported: boolean;
  globals: RatingGlobalOptions & { limits: number[] };
  coverages: CoverageRule[];
  presets: RatingPreset[];
  publicRelations: { coverageId: number; percentOfLimit: number; flat?: number };
  tria: { coverageId: number; mandatoryInBoostVersions: string[] };
  /** Bounds of each IRPM characteristic and of their sum, as fractions (−0.25 = a 25 % credit). */
  irpm: { min: number; max: number };
}

export const ratingVersionOf = (product: Pick<RatingProduct, 'product' | 'version'>): string =>
  `${product.product}/v${product.version}`;

/** The product's options in a state: the defaults with the state's replacements. */
export function globalOptionsFor(product: RatingProduct, state: string): RatingGlobalOptions {
  return { ...product.globals.default, ...(product.globals.states?.[state] ?? {}) };
}

/** Why a coverage line cannot be chosen in a state for an industry, or undefined when it can. */
export function coverageTooltip(
  product: RatingProduct,
  coverage: RatingCoverage,
  state: string,
  naicsCode: string,
): string | undefined {
  if (!product.states.includes(state)) return STATE_NOT_SUPPORTED;
  if (coverage.notInStates?.includes(state)) return NOT_AVAILABLE_FOR_INDUSTRY;
  const sector = naicsSector(naicsCode);
  if (!sector || !(sector in product.premium.industryFactors)) return NOT_AVAILABLE_FOR_INDUSTRY;
  if (coverage.onlyForSectors && !coverage.onlyForSectors.includes(sector)) return NOT_AVAILABLE_FOR_INDUSTRY;
  if (coverage.notForSectors?.includes(sector)) return NOT_AVAILABLE_FOR_INDUSTRY;
  return undefined;
}

/** The public relations sublimit: a flat figure in the states that have one (NY, WA), else a percentage of the limit. */
export function publicRelationsSublimit(limit: number, rule: { percentOfLimit: number; flat?: number }): number {
  return rule.flat ?? Math.round((limit * rule.percentOfLimit) / 100);
}

/** A coverage line's share of the aggregate limit, in percent (spec 002 §9: "each coverage percentage = sublimit/limit"). */
export const coveragePercentage = (sublimit: number, limit: number): number =>
  limit > 0 ? (sublimit / limit) * 100 : 0;

/** The calculator rules of a product for a state and an industry code. */
export function calculatorRules(product: RatingProduct, state: string, naicsCode: string): CalculatorRules {
  const globals = globalOptionsFor(product, state);
  const byKey = (key: string) => product.coverages.find((coverage) => coverage.key === key);
  const pr = product.sublimits.publicRelations;
  const flat = pr.flatByState[state];
  return {
    product: product.product,
    ratingVersion: ratingVersionOf(product),
    state,
    naicsCode,
    stateSupported: product.states.includes(state),
    industrySupported: (naicsSector(naicsCode) ?? '') in product.premium.industryFactors,
    globals: { ...globals, limits: steppedOptions(globals.limit.min, globals.limit.max, globals.limit.step) },
    coverages: [...product.coverages]
      .sort((a, b) => a.group - b.group || a.order - b.order)
      .map(({ load: _load, ...coverage }) => {
        const tooltip = coverageTooltip(product, { ...coverage, load: 0 }, state, naicsCode);
        return tooltip ? { ...coverage, available: false, tooltip } : { ...coverage, available: true };
      }),
    presets: product.presets,
    publicRelations: {
      coverageId: byKey(pr.coverage)?.id ?? 0,
      percentOfLimit: pr.percentOfLimit,
      ...(flat !== undefined ? { flat } : {}),
    },
    tria: {
      coverageId: byKey(product.tria.coverage)?.id ?? 0,
      mandatoryInBoostVersions: product.tria.mandatoryInBoostVersions,
    },
    irpm: product.irpm.states?.[state] ?? product.irpm.default,
  };
}
