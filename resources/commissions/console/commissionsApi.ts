/** The commission calls of the console, over its one HTTP client (bearer token, refresh, HttpError). */
import { HttpError } from 'react-admin';
import { getAccessToken } from '../../../src/console/auth/tokenStore';
import { httpClient } from '../../../src/console/providers/instances';
import { commissionsResource } from '../declaration';
import { STATEMENT_MESSAGES } from '../statementPeriod';
import { saveResponse } from '../../../src/console/export/saveFile';

const API = commissionsResource.apiBase;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface StatementLine {
  policyId: string;
  policyNumber: string;
  companyName: string;
  product: string;
  agencyName: string;
  effectiveDate: string;
  totalPremium: number | null;
  commission: number | null;
  agencyBilled: boolean | null;
}

export interface AggregateRow {
  agencyId: string;
  agencyName: string;
  policies: number;
  totalPremium: number;
  commissionEarned: number;
  commissionPaid: number;
  balance: number;
  payoutsPaused: boolean;
  hasBankAccount: boolean;
}

export interface BankDetails {
  agencyId: string;
  bank: string;
  routing: string;
  account: string;
  accountName: string;
  accountType: string;
  swift?: string;
  phone?: string;
  email?: string;
  address?: string;
  payoutsPaused: boolean;
}

const get = async <T>(path: string): Promise<T> => (await httpClient(`${API}${path}`)).json as T;
const send = async <T>(path: string, method: string, body?: unknown): Promise<T> =>
  (await httpClient(`${API}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T;

export const fetchStatements = (page: number, size: number) => get<Page<StatementLine>>(`/statements?page=${page}&size=${size}`);
export const fetchAggregate = (page: number, size: number) => get<Page<AggregateRow>>(`/aggregate?page=${page}&size=${size}`);
export const applyPayment = (body: { agencyId: string; commissionsAmount: number; description: string }) => send<{ message: string }>('/payment', 'POST', body);
export const togglePayouts = (agencyId: string, paused: boolean) => send<{ payoutsPaused: boolean }>(`/toggle/${agencyId}`, 'PUT', { paused });
export const saveBank = (agencyId: string, body: Record<string, unknown>) => send<BankDetails>(`/${agencyId}/ach`, 'PUT', body);
export const deleteBank = (agencyId: string) => send<{ message: string }>(`/${agencyId}/ach`, 'DELETE');

/** The agency's bank details, or null when none is on file (404). */
export async function fetchBank(agencyId: string): Promise<BankDetails | null> {
  try {
    return await get<BankDetails>(`/${agencyId}/ach`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET /api/docs/v1/commissions?year&month, saved as the file the server names. Failures answer the spec's texts
 * (spec 001 §8): 404 "No invoice/statements found for this month.", otherwise "Unable to download at this time…".
 */
export async function downloadStatement(year: number, month: number, agencyId?: string): Promise<void> {
  const query = new URLSearchParams({ year: String(year), month: String(month), ...(agencyId ? { agencyId } : {}) });
  const request = () => {
    const token = getAccessToken();
    return fetch(`/api/docs/v1/commissions?${query}`, { headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };
  let response: Response;
  try {
    response = await request();
    if (response.status === 401) {
      await get('/statements?size=1');
      response = await request();
    }
  } catch {
    throw new Error(STATEMENT_MESSAGES.failed);
  }
  if (response.status === 404) throw new Error(STATEMENT_MESSAGES.notFound);
  if (!response.ok) throw new Error(STATEMENT_MESSAGES.unavailable);
  await saveResponse(response, 'commission-statement.pdf');
}

/** The server's refusal: its message and each field's problem, by field. */
export function refusalOf(failure: unknown): { message: string; fields: Record<string, string> } {
  if (!(failure instanceof HttpError)) return { message: failure instanceof Error ? failure.message : String(failure), fields: {} };
  const body = (failure.body && typeof failure.body === 'object' ? failure.body : {}) as { errors?: Record<string, unknown> };
  const fields = Object.fromEntries(Object.entries(body.errors ?? {}).filter(([, detail]) => typeof detail === 'string')) as Record<string, string>;
  return { message: failure.message, fields };
}
