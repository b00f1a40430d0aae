import { describe, expect, it } from 'vitest';
import { divideHalfUp, fromCents, toCents } from './money';

describe('money in cents', () => {
  it('turns two-decimal dollars into whole cents without float drift', () => {
    expect(toCents(4328.33)).toBe(432833);
    expect(toCents(987.65)).toBe(98765);
    expect(toCents(0.29)).toBe(29); // 0.29 × 100 = 28.999999999999996 in floating point
    expect(toCents(1.005)).toBe(101); // half a cent rounds up
    expect(fromCents(432833)).toBe(4328.33);
  });

  it('divides half-up exactly', () => {
    expect(divideHalfUp(25n, 10n)).toBe(3n);
    expect(divideHalfUp(24n, 10n)).toBe(2n);
  });
});
