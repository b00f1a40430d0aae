import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { financingTerms, financingTermsProblems } from './financingTerms';

describe('financing terms file (rating/financing.json)', () => {
  it('the shipped file is valid and names an APR', () => {
    const terms = financingTerms(path.resolve('rating'));
    expect(terms.apr).toBeGreaterThanOrEqual(0);
    expect(terms.financerName).not.toBe('');
  });

  it('refuses a missing or negative APR, more than two decimals, and unknown fields', () => {
    expect(financingTermsProblems({ financerName: 'X' })).not.toEqual([]);
    expect(financingTermsProblems({ apr: -1, financerName: 'X' })).not.toEqual([]);
    expect(financingTermsProblems({ apr: 8.125, financerName: 'X' })).not.toEqual([]);
    expect(financingTermsProblems({ apr: 8, financerName: 'X', rate: 3 })).not.toEqual([]);
    expect(financingTermsProblems({ apr: 8.25, financerName: 'X' })).toEqual([]);
  });
});
