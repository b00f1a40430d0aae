/**
 * The calls of the quote request flow (spec 002 §2, §7; paths of /work CART-CONTRACT: verify, licence, cart), as data
 * provider methods. The console never prices: the premium and its breakdown are the rater's.
 *
 *   quoteVerification(productType, accountId)        GET    /api/quote/v1/{productType}/verify/{accountId}
 *   quoteLicence(productType, accountId)             GET    /api/quote/v1/{productType}/license/{accountId}
 *   raters()                                         GET    /api/rater/v1/all-raters
 *   calculatorRules(product, naicsCode, state)       GET    /api/rater/v1/rules/{naicsCode}?product&state
 *   calculatePremium(request, signal)                POST   /api/rater/v1/calculator
 *   quoteCart(accountId)                             GET    /api/quote/v1/cart?accountId
 *   addToQuoteCart(productType, accountId, calculator, presetName)   POST /api/quote/v1/{productType}/cart/account
 *   removeFromQuoteCart(cartId)                      DELETE /api/quote/v1/cart/{cartId}
 *   submitQuoteCart(submission)                      POST   /api/quote/v1/cart
 */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../src/console/providers/methods';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import type { CalculatorRules } from '../../../src/shared/rating/calculatorRules';
import type { LicenceCheck, SubmitAnswer, Verification } from '../../quoteCart/server';

const QUOTE = '/api/quote/v1';
const RATER = '/api/rater/v1';
const id = (value: string) => encodeURIComponent(value);

export type { Verification };
export type CartOutcome = SubmitAnswer;

export interface RaterEntry {
  product: string;
  displayName: string;
  rated: boolean;
  states: string[];
  ratingVersion: string | null;
}

export interface BreakdownLine {
  factor: string;
  label: string;
  value: number;
}

/** What POST /api/rater/v1/calculator answers (the fields the console shows). */
export interface Calculation {
  product: string;
  ratingVersion: string;
  currency: string;
  totalPremium: number;
  breakdown: BreakdownLine[];
  referToUnderwriter: boolean;
}

export interface CartRow {
  id: string;
  accountId: string;
  quoteNumber: string;
  presetName?: string | null;
  referToUnderwriter?: boolean;
  calculatorGeneratedData: {
    presets?: unknown;
    aggregateLimit?: number;
    coverages?: unknown;
    referToUnderwriter?: boolean;
    totalPremium: number;
    effectiveDate?: string;
  };
}

export interface CartSubmission {
  quoteIds: string[];
  accountId: string;
  agentFirstName: string;
  agentLastName: string;
  agentEmail: string;
  agentPhone?: string;
}

export const requestQuoteMethods = defineDataProviderMethods(({ httpClient }) => {
  const get = async <T>(path: string): Promise<T> => (await httpClient(path)).json as T;
  const send = async <T>(method: 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal) =>
    (
      await httpClient(path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      })
    ).json as T;

  return {
    quoteVerification: (productType: string, accountId: string): Promise<Verification> =>
      get(`${QUOTE}/${id(productType)}/verify/${id(accountId)}`),

    quoteLicence: (productType: string, accountId: string): Promise<LicenceCheck> =>
      get(`${QUOTE}/${id(productType)}/license/${id(accountId)}`),

    raters: async (): Promise<RaterEntry[]> => (await get<{ content: RaterEntry[] }>(`${RATER}/all-raters`)).content,

    calculatorRules: (product: string, naicsCode: string, state: string): Promise<CalculatorRules> =>
      get(`${RATER}/rules/${id(naicsCode)}?${new URLSearchParams({ product, state })}`),

    calculatePremium: (request: CalculatorRequest, signal?: AbortSignal): Promise<Calculation> =>
      send('POST', `${RATER}/calculator`, request, signal),

    quoteCart: async (accountId: string): Promise<CartRow[]> =>
      (await get<{ content: CartRow[] }>(`${QUOTE}/cart?${new URLSearchParams({ accountId })}`)).content,

    addToQuoteCart: (
      productType: string,
      accountId: string,
      calculator: CalculatorRequest,
      presetName?: string,
    ): Promise<CartRow> =>
      send('POST', `${QUOTE}/${id(productType)}/cart/account`, {
        accountId,
        ...(presetName ? { presetName } : {}),
        calculator,
      }),

    removeFromQuoteCart: async (cartId: string): Promise<void> => {
      await send('DELETE', `${QUOTE}/cart/${id(cartId)}`);
    },

    submitQuoteCart: (submission: CartSubmission): Promise<CartOutcome> => send('POST', `${QUOTE}/cart`, submission),
  };
});

export const useRequestQuoteCalls = () => useDataProvider<DataProviderWith<typeof requestQuoteMethods>>();
