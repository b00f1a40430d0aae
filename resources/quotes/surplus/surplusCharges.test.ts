import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detailsWithCharges, surplusCharges } from './surplusCharges';
import { surplusLinesProblems } from './surplusLinesFile';

/** A rates folder of its own: the figures below are worked by hand from these rates. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'surplus-rates-'));
fs.writeFileSync(
  path.join(dir, 'surplusLines.json'),
  JSON.stringify({
    default: { taxRate: 3, stampingFeeRate: 0 },
    states: { LA: { taxRate: 4.85, stampingFeeRate: 0.04 } },
  }),
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const quoteIn = (state: string, isSurplus = true) => ({ isSurplus, rating: { calculator: { state } } });

describe('surplus line tax and stamping fee', () => {
  it("charges the priced state's rates on the premium, to the cent", () => {
    // 4,202.27 × 4.85 % = 203.810095 → 203.81; × 0.04 % = 1.680908 → 1.68.
    expect(surplusCharges(dir, quoteIn('LA'), 4202.27)).toEqual({
      surplusLineTax: 203.81,
      surplusStampingFee: 1.68,
      state: 'LA',
      taxRate: 4.85,
      stampingFeeRate: 0.04,
    });
  });

  it('uses the default rates for a state without its own, the firmographic state when the quote has no rating', () => {
    expect(surplusCharges(dir, quoteIn('OH'), 1000)).toMatchObject({
      surplusLineTax: 30,
      surplusStampingFee: 0,
      state: 'OH',
    });
    expect(surplusCharges(dir, { isSurplus: true, details: { firmographicData: { state: 'LA' } } }, 100)).toMatchObject(
      { surplusLineTax: 4.85, surplusStampingFee: 0.04 },
    );
  });

  it('charges nothing on admitted paper or without a premium, and the details then carry no quoteResponse', () => {
    expect(surplusCharges(dir, quoteIn('LA', false), 1000)).toBeNull();
    expect(surplusCharges(dir, quoteIn('LA'), null)).toBeNull();
    expect(detailsWithCharges({ details: { quoteResponse: { surplusLineTax: 9 }, kept: 1 } }, null)).toEqual({
      kept: 1,
    });
  });

  it('the rates file is checked: rates are numbers within bounds, states two capitals', () => {
    expect(surplusLinesProblems({ default: { taxRate: 3, stampingFeeRate: 0 }, states: {} })).toEqual([]);
    expect(
      surplusLinesProblems({
        default: { taxRate: 30, stampingFeeRate: 0 },
        states: { la: { taxRate: 1, stampingFeeRate: 0 } },
      }).length,
    ).toBeGreaterThan(0);
    const real = JSON.parse(fs.readFileSync(path.resolve('rating/surplusLines.json'), 'utf8'));
    expect(surplusLinesProblems(real)).toEqual([]);
  });
});
