/**
 * The financing arithmetic to the cent (spec 002 §9), against figures worked by hand below. APR 8 % throughout
 * (the passed APR, not the data file's), 10 monthly instalments.
 *
 * Hand working of the amortisation factor at 8 % APR, 10 months:
 *   r = 0.08 / 12 = 0.00666667 (0.006666…)
 *   (1 + r)^10 = 1.00666667^10 = 1.06870264
 *   factor = r · (1 + r)^10 / ((1 + r)^10 − 1) = 0.00666667 × 1.06870264 / 0.06870264 = 0.10370321
 * so instalment = financed × 0.10370321, rounded half-up to the cent.
 *
 * Down payment = 20 % × (total − fees) + fees, rounded half-up to the cent; financed = total − down payment.
 */
import { describe, expect, it } from 'vitest';
import { financingQuote } from './financingQuote';

const DATE = '2026-03-15';
const APR = 8;

interface Worked {
  totalPremium: number;
  brokerFee: number;
  mgaFee: number;
  premium: number;
  downPayment: number;
  amountFinanced: number;
  installmentAmount: number;
  totalOfInstallments: number;
  financeCharge: number;
  totalPaymentAmount: number;
}

const cases: [string, Worked][] = [
  [
    // 4,328.33 without fees: 20 % × 4,328.33 = 865.666 → 865.67; down 865.67 + 0 = 865.67
    // financed 4,328.33 − 865.67 = 3,462.66; instalment 3,462.66 × 0.10370321 = 359.0890 → 359.09
    // 10 × 359.09 = 3,590.90; charge 3,590.90 − 3,462.66 = 128.24; total paid 865.67 + 3,590.90 = 4,456.57
    '4,328.33 without fees',
    {
      totalPremium: 4328.33,
      brokerFee: 0,
      mgaFee: 0,
      premium: 4328.33,
      downPayment: 865.67,
      amountFinanced: 3462.66,
      installmentAmount: 359.09,
      totalOfInstallments: 3590.9,
      financeCharge: 128.24,
      totalPaymentAmount: 4456.57,
    },
  ],
  [
    // 4,328.33 with broker 100 + MGA 50 = 150: premium shown 4,328.33 − 150 = 4,178.33
    // 20 % × 4,178.33 = 835.666 → 835.67; down 835.67 + 150 = 985.67; financed 4,328.33 − 985.67 = 3,342.66
    // instalment 3,342.66 × 0.10370321 = 346.6446 → 346.64; 10 × 346.64 = 3,466.40
    // charge 3,466.40 − 3,342.66 = 123.74; total paid 985.67 + 3,466.40 = 4,452.07
    '4,328.33 with broker 100 and MGA 50',
    {
      totalPremium: 4328.33,
      brokerFee: 100,
      mgaFee: 50,
      premium: 4178.33,
      downPayment: 985.67,
      amountFinanced: 3342.66,
      installmentAmount: 346.64,
      totalOfInstallments: 3466.4,
      financeCharge: 123.74,
      totalPaymentAmount: 4452.07,
    },
  ],
  [
    // 12,500.00 without fees: 20 % = 2,500.00; financed 10,000.00; instalment 10,000 × 0.10370321 = 1,037.0321 → 1,037.03
    // 10 × 1,037.03 = 10,370.30; charge 370.30; total paid 2,500.00 + 10,370.30 = 12,870.30
    '12,500.00 without fees',
    {
      totalPremium: 12500,
      brokerFee: 0,
      mgaFee: 0,
      premium: 12500,
      downPayment: 2500,
      amountFinanced: 10000,
      installmentAmount: 1037.03,
      totalOfInstallments: 10370.3,
      financeCharge: 370.3,
      totalPaymentAmount: 12870.3,
    },
  ],
  [
    // 12,500.00 with broker 250 + MGA 100 = 350: premium shown 12,150.00; 20 % = 2,430.00; down 2,430 + 350 = 2,780.00
    // financed 12,500 − 2,780 = 9,720.00; instalment 9,720 × 0.10370321 = 1,007.9952 → 1,008.00
    // 10 × 1,008.00 = 10,080.00; charge 10,080 − 9,720 = 360.00; total paid 2,780 + 10,080 = 12,860.00
    '12,500.00 with broker 250 and MGA 100',
    {
      totalPremium: 12500,
      brokerFee: 250,
      mgaFee: 100,
      premium: 12150,
      downPayment: 2780,
      amountFinanced: 9720,
      installmentAmount: 1008,
      totalOfInstallments: 10080,
      financeCharge: 360,
      totalPaymentAmount: 12860,
    },
  ],
  [
    // 987.65 without fees: 20 % = 197.53; financed 987.65 − 197.53 = 790.12
    // instalment 790.12 × 0.10370321 = 81.9380 → 81.94; 10 × 81.94 = 819.40; charge 29.28; total paid 197.53 + 819.40 = 1,016.93
    '987.65 without fees',
    {
      totalPremium: 987.65,
      brokerFee: 0,
      mgaFee: 0,
      premium: 987.65,
      downPayment: 197.53,
      amountFinanced: 790.12,
      installmentAmount: 81.94,
      totalOfInstallments: 819.4,
      financeCharge: 29.28,
      totalPaymentAmount: 1016.93,
    },
  ],
  [
    // 987.65 with broker 50 + MGA 25 = 75: premium shown 912.65; 20 % = 182.53; down 182.53 + 75 = 257.53
    // financed 987.65 − 257.53 = 730.12; instalment 730.12 × 0.10370321 = 75.7158 → 75.72
    // 10 × 75.72 = 757.20; charge 757.20 − 730.12 = 27.08; total paid 257.53 + 757.20 = 1,014.73
    '987.65 with broker 50 and MGA 25',
    {
      totalPremium: 987.65,
      brokerFee: 50,
      mgaFee: 25,
      premium: 912.65,
      downPayment: 257.53,
      amountFinanced: 730.12,
      installmentAmount: 75.72,
      totalOfInstallments: 757.2,
      financeCharge: 27.08,
      totalPaymentAmount: 1014.73,
    },
  ],
];

describe('financing quote (spec 002 §9), worked by hand', () => {
  it.each(cases)('%s', (_name, worked) => {
    const quote = financingQuote({
      totalPremium: worked.totalPremium,
      brokerFee: worked.brokerFee,
      mgaFee: worked.mgaFee,
      apr: APR,
      date: DATE,
    });
    expect(quote).toMatchObject({ ...worked, apr: APR, numberOfInstallments: 10 });
    expect(quote.installments).toHaveLength(10);
    expect(quote.installments.every((line) => line.amount === worked.installmentAmount)).toBe(true);
  });

  it('dates the plan from the given day: first instalment the day after, disaffirm +10 days, pay in full +30 days', () => {
    const quote = financingQuote({ totalPremium: 987.65, brokerFee: 50, mgaFee: 25, apr: APR, date: DATE });
    expect(quote.firstInstallmentDue).toBe('2026-03-16');
    expect(quote.installments.map((line) => line.dueDate)).toEqual([
      '2026-03-16',
      '2026-04-16',
      '2026-05-16',
      '2026-06-16',
      '2026-07-16',
      '2026-08-16',
      '2026-09-16',
      '2026-10-16',
      '2026-11-16',
      '2026-12-16',
    ]);
    expect(quote.disaffirmBy).toBe('2026-03-25');
    expect(quote.payInFullBy).toBe('2026-04-14');
  });

  it('refuses fees above the premium', () => {
    expect(() => financingQuote({ totalPremium: 100, brokerFee: 100, mgaFee: 50, apr: APR, date: DATE })).toThrow(
      RangeError,
    );
  });
});
