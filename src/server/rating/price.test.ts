// @vitest-environment node
/**
 * The premium of a fixed input, worked out by hand from the P250 v1 rating file (the arithmetic is written out
 * in tests/support/handWorkedPremium.ts), and its breakdown.
 */
import path from 'node:path';
import { RatingCatalogue } from './ratingCatalogue';
import { premiumOf } from './price';
import { rateCalculation } from './rateCalculation';
import type { ApiError } from '../http/apiError';
import {
  FIXED_BREAKDOWN,
  FIXED_INPUT,
  FIXED_PREMIUM,
  FIXED_PREMIUM_AT_3M,
} from '../../../tests/support/handWorkedPremium';

const catalogue = new RatingCatalogue(path.resolve('rating'));
const TODAY = '2026-11-23';

describe('the premium of a fixed input', () => {
  it('is the hand-worked figure, with the factor breakdown that multiplies back to it', () => {
    const calculation = rateCalculation(catalogue, FIXED_INPUT, { today: TODAY });
    expect(calculation.totalPremium).toBe(FIXED_PREMIUM);
    expect(calculation.ratingVersion).toBe('P250/v1');
    expect(calculation.breakdown.map((line) => [line.factor, line.value])).toEqual(FIXED_BREAKDOWN);
    const multiplied = calculation.breakdown.reduce((product, line) => product * line.value, 1);
    expect(Math.round(multiplied * 100) / 100).toBe(FIXED_PREMIUM);
    expect(premiumOf(calculation.breakdown)).toBe(FIXED_PREMIUM);
    expect(calculation.referToUnderwriter).toBe(false);
  });

  it('a limit change changes it by the limit factor only', () => {
    const calculation = rateCalculation(catalogue, { ...FIXED_INPUT, limit: 3_000_000 }, { today: TODAY });
    expect(calculation.totalPremium).toBe(FIXED_PREMIUM_AT_3M);
    const before = rateCalculation(catalogue, FIXED_INPUT, { today: TODAY }).breakdown;
    expect(calculation.breakdown.filter((line) => line.factor !== 'limit')).toEqual(
      before.filter((line) => line.factor !== 'limit'),
    );
  });

  it('a coverage that refers to the underwriter says so (Tech E&O adds its 0.25 load)', () => {
    const calculation = rateCalculation(
      catalogue,
      {
        ...FIXED_INPUT,
        coverages: { 1: { selected: true }, 4: { selected: true }, 27: { selected: true }, 47: { selected: true } },
      },
      { today: TODAY },
    );
    expect(calculation.referToUnderwriter).toBe(true);
    expect(calculation.breakdown.find((line) => line.factor === 'coverages')?.value).toBe(1.26);
    // 2,417.875 (base × industry × limit × deductible, above) × 1.26 = 3,046.5225; × 1.10 = 3,351.17475;
    // × 1.03 = 3,451.7099925 → 3,451.71
    expect(calculation.totalPremium).toBe(3451.71);
  });

  it('refuses what cannot be priced, naming each field', () => {
    const refused = (body: Record<string, unknown>) => {
      try {
        rateCalculation(catalogue, { ...FIXED_INPUT, ...body } as typeof FIXED_INPUT, { today: TODAY });
      } catch (error) {
        return (error as ApiError).errors?.map((e) => `${e.field}: ${e.detail}`);
      }
      throw new Error('priced');
    };
    expect(refused({ revenue: 600_000_000 })).toEqual([
      'revenue: Revenue above 500,000,000 is not rated for P250: refer it to an underwriter',
    ]);
    expect(refused({ limit: 2_200_000, deductible: 3_000 })).toEqual([
      'limit: Limit must be between 1,000,000 and 5,000,000 in steps of 500,000',
      'deductible: Deductible must be one of 1,000, 2,500, 5,000, 10,000, 25,000, 50,000, 100,000',
    ]);
    expect(refused({ naicsCode: 991234 })).toEqual(['naicsCode: Not Available For Industry / State!']);
    expect(refused({ product: 'P999' })).toEqual(['product: Product P999 has no rater']);
    expect(refused({ coverages: { 1: { selected: false } }, triaRejectionAttested: true })).toEqual([
      'coverages.1: Security Breach Liability is mandatory',
    ]);
    expect(refused({ effectiveDate: '2026-11-01' })).toEqual([
      'effectiveDate: Effective Date must be between 2026-11-16 and 2027-02-06',
    ]);
    expect(refused({ irpm: { companyStability: 30 } })).toEqual(['irpm.companyStability: Invalid']);
  });
});
