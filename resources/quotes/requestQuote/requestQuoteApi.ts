/**
 * The calls of the quote request flow (spec 002 §2, §7; paths of /work CART-CONTRACT: verify, licence, cart),
 * over the console's one HTTP client. The console never prices: the premium and its breakdown are the rater's.
 */
import { HttpError } from 'react-admin';
import type { CalculatorRequest } from '../../../src/shared/generated/rating';
import type { CalculatorRules } from '../../../src/shared/rating/calculatorRules';
import { httpClient } from '../../../src/console/providers/instances';

const QUOTE = '/api/quote/v1';
const RATER = '/api/rater/v1';
const id = (value: string) => encodeURIComponent(value);

export interface VerifiedAccount {
  id: string;
  name: string;
  state: string | null;
  naicsCode: string | number | null;
  revenue: number | null;
  status: string | null;
  profileScore: number | null;
}

export interface Verification {
  eligible: boolean;
  reasons: string[];
  account: VerifiedAccount;
}

export interface Licence {
  licensed: boolean;
  state: string;
  holder?: 'agent' | 'agency';
  message?: string;
  addPath?: string;
}

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

export interface CartOutcome {
  quotes: { id: string; quoteNumber: string; status: string; totalPremium: number; product: string }[];
  failures: { id: string; reason: string }[];
}

const get = async <T>(path: string): Promise<T> => (await httpClient(path)).json as T;
const send = async <T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> =>
  (
    await httpClient(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    })
  ).json as T;

export const fetchVerification = (productType: string, accountId: string) =>
  get<Verification>(`${QUOTE}/${id(productType)}/verify/${id(accountId)}`);
export const fetchLicence = (productType: string, accountId: string) =>
  get<Licence>(`${QUOTE}/${id(productType)}/license/${id(accountId)}`);
export const fetchRaters = async () => (await get<{ content: RaterEntry[] }>(`${RATER}/all-raters`)).content;
export const fetchRules = (product: string, naicsCode: string, state: string) =>
  get<CalculatorRules>(`${RATER}/rules/${id(naicsCode)}?${new URLSearchParams({ product, state })}`);

export const calculate = (body: CalculatorRequest, signal?: AbortSignal) =>
  send<Calculation>('POST', `${RATER}/calculator`, body, signal);

export const fetchCart = async (accountId: string) =>
  (await get<{ content: CartRow[] }>(`${QUOTE}/cart?${new URLSearchParams({ accountId })}`)).content;
export const addToCart = (productType: string, accountId: string, calculator: CalculatorRequest, presetName?: string) =>
  send<CartRow>('POST', `${QUOTE}/${id(productType)}/cart/account`, {
    accountId,
    ...(presetName ? { presetName } : {}),
    calculator,
  });
export const removeFromCart = (cartId: string) => send<unknown>('DELETE', `${QUOTE}/cart/${id(cartId)}`);
export const submitCart = (submission: CartSubmission) => send<CartOutcome>('POST', `${QUOTE}/cart`, submission);

/** The server's message of a refusal (its `message`, else what the HTTP client made of the body). */
export const refusalMessage = (failure: unknown): string => {
  if (failure instanceof HttpError && failure.body && typeof failure.body === 'object') {
    const message = (failure.body as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return failure instanceof Error ? failure.message : String(failure);
};
