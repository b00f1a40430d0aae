/** The amortisation formula's edges, worked by hand. */
import { describe, expect, it } from 'vitest';
import { aprBasisPoints, instalmentCents } from './instalment';

describe('instalment (standard amortisation, half-up to the cent)', () => {
  it('at 0 % APR divides evenly, rounding a half cent up: 100.05 / 10 = 10.005 → 10.01', () => {
    expect(instalmentCents(10005, 0, 10)).toBe(1001);
    // 100.04 / 10 = 10.004 → 10.00
    expect(instalmentCents(10004, 0, 10)).toBe(1000);
  });

  it('one instalment at 12 % APR is the amount plus a month of interest: 1,000.00 × 1.01 = 1,010.00', () => {
    expect(instalmentCents(100000, 12, 1)).toBe(101000);
  });

  it('two instalments at 12 % APR: r = 0.01, A = 1,000 × 0.01 × 1.0201 / 0.0201 = 507.5124 → 507.51', () => {
    expect(instalmentCents(100000, 12, 2)).toBe(50751);
  });

  it('takes APRs with at most two decimals', () => {
    expect(aprBasisPoints(8.25)).toBe(825);
    expect(() => aprBasisPoints(8.125)).toThrow(RangeError);
    expect(() => aprBasisPoints(-1)).toThrow(RangeError);
  });
});
