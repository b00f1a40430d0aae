/**
 * A fixed calculator input and its premium worked out by hand from rating/P250/v1.json, shared by the unit
 * test of the engine and the server tests of the Rater API and of priced quotes.
 *
 *   base rate, revenue band up to 5,000,000         1,450
 *   industry factor, NAICS sector 54                  × 1.15   = 1,667.5
 *   limit factor, 2,000,000                           × 1.45   = 2,417.875
 *   deductible factor, 25,000 (the default)           × 1.00   = 2,417.875
 *   coverage factor, POPULAR: 1 + 0.06 data restoration + 0.12 extortion + 0.15 BI + 0.01 TRIA
 *     + 0.03 impersonation + 0.02 reputational harm + 0.05 contingent BI + 0.08 cyber crime
 *     + 0.06 system failure BI = 1.58                × 1.58   = 3,820.2425
 *   state factor, CA                                  × 1.10   = 4,202.26675
 *   IRPM modifier, 1 + (5 − 2) / 100                  × 1.03   = 4,328.3347525
 *   rounded once, to the cent                                  = 4,328.33
 *
 * With limit 3,000,000 (factor 1.78 instead of 1.45):
 *   1,667.5 × 1.78 = 2,968.15; × 1.58 = 4,689.677; × 1.10 = 5,158.6447; × 1.03 = 5,313.404041 → 5,313.40
 */
export const FIXED_INPUT = {
  product: 'P250',
  naicsCode: 541511,
  state: 'CA',
  revenue: 3_000_000,
  limit: 2_000_000,
  irpm: { companyStability: 5, drPlanning: -2 },
};

export const FIXED_PREMIUM = 4328.33;
export const FIXED_PREMIUM_AT_3M = 5313.4;

export const FIXED_BREAKDOWN: [string, number][] = [
  ['baseRate', 1450],
  ['industry', 1.15],
  ['limit', 1.45],
  ['deductible', 1],
  ['coverages', 1.58],
  ['state', 1.1],
  ['irpm', 1.03],
];
