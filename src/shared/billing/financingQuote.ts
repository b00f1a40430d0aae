/**
 * A premium financing quote (spec 002 §3 "Financing", §9): from a policy's total premium and its broker and MGA
 * fees, the down payment, the financed amount, 10 monthly instalments at the APR, and the plan's dates.
 * Inputs and outputs in dollars (two decimals); every step in cents (money.ts).
 */
import { downPaymentCents, premiumLessFeesCents } from './downPayment';
import { financedAmountCents } from './financedAmount';
import { instalmentCents } from './instalment';
import { fromCents, toCents } from './money';
import { disaffirmDeadline, instalmentDueDates, payInFullDeadline } from './schedule';

/** "10 monthly installments (shown x10)" (spec 002 §9). */
export const NUMBER_OF_INSTALLMENTS = 10;

export interface FinancingInput {
  totalPremium: number;
  brokerFee: number;
  mgaFee: number;
  /** Percent, e.g. 8 for 8 %. */
  apr: number;
  /** The day the plan starts from (YYYY-MM-DD). */
  date: string;
}

export interface FinancingQuote {
  totalPremium: number;
  brokerFee: number;
  mgaFee: number;
  /** Total less broker and MGA fees: the premium as shown. */
  premium: number;
  downPayment: number;
  amountFinanced: number;
  apr: number;
  numberOfInstallments: number;
  installmentAmount: number;
  /** installmentAmount × numberOfInstallments. */
  totalOfInstallments: number;
  /** What financing costs: totalOfInstallments − amountFinanced. */
  financeCharge: number;
  /** downPayment + totalOfInstallments. */
  totalPaymentAmount: number;
  date: string;
  firstInstallmentDue: string;
  installments: { number: number; dueDate: string; amount: number }[];
  disaffirmBy: string;
  payInFullBy: string;
}

export function financingQuote(input: FinancingInput): FinancingQuote {
  const total = toCents(input.totalPremium);
  const fees = toCents(input.brokerFee) + toCents(input.mgaFee);
  const down = downPaymentCents(total, fees);
  const financed = financedAmountCents(total, down);
  const instalment = instalmentCents(financed, input.apr, NUMBER_OF_INSTALLMENTS);
  const ofInstalments = instalment * NUMBER_OF_INSTALLMENTS;
  const dues = instalmentDueDates(input.date, NUMBER_OF_INSTALLMENTS);
  return {
    totalPremium: fromCents(total),
    brokerFee: fromCents(toCents(input.brokerFee)),
    mgaFee: fromCents(toCents(input.mgaFee)),
    premium: fromCents(premiumLessFeesCents(total, fees)),
    downPayment: fromCents(down),
    amountFinanced: fromCents(financed),
    apr: input.apr,
    numberOfInstallments: NUMBER_OF_INSTALLMENTS,
    installmentAmount: fromCents(instalment),
    totalOfInstallments: fromCents(ofInstalments),
    financeCharge: fromCents(ofInstalments - financed),
    totalPaymentAmount: fromCents(down + ofInstalments),
    date: input.date,
    firstInstallmentDue: dues[0],
    installments: dues.map((dueDate, i) => ({ number: i + 1, dueDate, amount: fromCents(instalment) })),
    disaffirmBy: disaffirmDeadline(input.date),
    payInFullBy: payInFullDeadline(input.date),
  };
}
