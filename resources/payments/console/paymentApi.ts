/**
 * The payment page's calls (resources/payments/routes), over the console's HTTP client. The page is public (the
 * payer's link), outside the signed-in shell and its data provider. The card itself goes to the processor
 * (processorTokens.ts), never to the billing API, which only ever sees the token.
 */
import { httpClient } from '../../../src/console/providers/instances';
import type { FinancingQuote as SharedFinancingQuote } from '../../../src/shared/billing/financingQuote';
import type { BankDetails as PayeeBank } from '../bankDetails';
import { savedMethodMethods } from './savedMethodMethods';

const BILLING = '/api/billing/v1';
const q = (value: string) => encodeURIComponent(value);

export type PageState = 'Paid' | 'Processed' | 'Failed' | 'Unpaid' | 'Partially Paid';

export interface PaymentPageData {
  policyId: string;
  policyNumber: string;
  product: string;
  companyName: string;
  status: PageState;
  totalPremium: number;
  amountPaid: number;
  balance: number;
  paymentRequest: { description: string; dueDate: string; dueAmount: number; premiumFinanced: boolean };
  financingAvailable: boolean;
  lastFailure: string | null;
  processorName: string;
  customerEmail: string | null;
  savedMethods: { id: string; title: string; type: string; last4Digits: string }[];
}

export interface ProcessorSession {
  processorName: string;
  url: string;
  key: string;
  authCode: string;
  amount: number;
}

/** Where an ACH or wire transfer goes (the server's bank details) and what it must say. */
export type BankDetails = PayeeBank & { reference: string; amount: number; note: string };

/** The financing quote the billing API answers: the shared arithmetic's quote (src/shared/billing) and the financer. */
export type FinancingQuote = SharedFinancingQuote & { financeQuoteNumber: string; financerName: string };

export const fetchPaymentPage = async (policyId: string) =>
  (await httpClient(`${BILLING}/payment?policyId=${q(policyId)}`)).json as PaymentPageData;

export const openSession = async (policyId: string) =>
  (await httpClient(`${BILLING}/oneInc/key?policyId=${q(policyId)}`)).json as ProcessorSession;

export const payWithToken = async (policyId: string, sessionKey: string, token: string, saveMethod = false) =>
  (
    await httpClient(`${BILLING}/paid`, {
      method: 'POST',
      body: JSON.stringify({ policyId, sessionKey, token, saveMethod }),
    })
  ).json as PaymentPageData;

export const payWithSavedMethod = async (policyId: string, sessionKey: string, savedMethodId: string) =>
  (
    await httpClient(`${BILLING}/paid`, {
      method: 'POST',
      body: JSON.stringify({ policyId, sessionKey, savedMethodId }),
    })
  ).json as PaymentPageData;

/** The data provider's method, built on the page's HTTP client (the page has no resource addresses to offer). */
const outsideTheShell = (): never => {
  throw new Error('The payment page reaches no resource by name');
};
export const { deleteSavedMethod } = savedMethodMethods({
  httpClient,
  apiBaseOf: outsideTheShell,
  declarationOf: outsideTheShell,
});

export const fetchBankDetails = async (policyNumber: string) =>
  (await httpClient(`${BILLING}/ach/${q(policyNumber)}`)).json as BankDetails;

/** GET /finance: 409 'Agency Details Missing…' when the agency's address is incomplete. */
export const checkFinancing = async (policyId: string) =>
  (await httpClient(`${BILLING}/finance?policyId=${q(policyId)}`)).json as { available: boolean };

export const fetchFinancingQuote = async (policyId: string) =>
  (await httpClient(`${BILLING}/get-installment?policyId=${q(policyId)}`)).json as FinancingQuote;

export const acceptPlan = async (policyId: string, fullName: string, quote: FinancingQuote) =>
  httpClient(`${BILLING}/create/premiumFinance`, {
    method: 'POST',
    body: JSON.stringify({
      policyId,
      fullName,
      financeQuoteNumber: quote.financeQuoteNumber,
      amountFinanced: quote.amountFinanced,
      downPayment: quote.downPayment,
      installmentAmount: quote.installmentAmount,
    }),
  });

/** The server's message of a failed call (its `detail`), else undefined. */
export const serverMessage = (error: unknown): string | undefined => {
  const body = (error as { body?: { detail?: unknown } })?.body;
  return typeof body?.detail === 'string' ? body.detail : undefined;
};
