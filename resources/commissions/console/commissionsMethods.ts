/**
 * The commission calls of the console, as data provider methods; a monthly statement is read with the data
 * provider's `download` at `statementPath`.
 */
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { defineDataProviderMethods, type MethodsOf } from '../../../src/console/providers/methods';
import type { shownBank } from '../bankDetails';
import { commissionsResource } from '../declaration';
import { STATEMENT_MESSAGES } from '../statementPeriod';

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

/** The bank details as GET /{agencyId}/ach answers them (the server's own shape, the account masked). */
export type BankDetails = ReturnType<typeof shownBank>;

export const commissionsMethods = defineDataProviderMethods(({ httpClient }) => {
  const get = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
    (await httpClient(`${API}${path}`, { signal })).json as T;
  const send = async <T>(path: string, method: string, body?: unknown): Promise<T> =>
    (await httpClient(`${API}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }))
      .json as T;
  return {
    commissionStatements: (page: number, size: number, signal?: AbortSignal) =>
      get<Page<StatementLine>>(`/statements?page=${page}&size=${size}`, signal),
    commissionAggregate: (page: number, size: number, signal?: AbortSignal) =>
      get<Page<AggregateRow>>(`/aggregate?page=${page}&size=${size}`, signal),
    applyCommissionPayment: (body: { agencyId: string; commissionsAmount: number; description: string }) =>
      send<{ message: string }>('/payment', 'POST', body),
    toggleCommissionPayouts: (agencyId: string, paused: boolean) =>
      send<{ payoutsPaused: boolean }>(`/toggle/${agencyId}`, 'PUT', { paused }),
    saveCommissionBank: (agencyId: string, body: Record<string, unknown>) =>
      send<BankDetails>(`/${agencyId}/ach`, 'PUT', body),
    deleteCommissionBank: (agencyId: string) => send<{ message: string }>(`/${agencyId}/ach`, 'DELETE'),
    /** The agency's bank details, or null when none is on file (404). */
    commissionBank: async (agencyId: string): Promise<BankDetails | null> => {
      try {
        return await get<BankDetails>(`/${agencyId}/ach`);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  };
});

export const useCommissionsCalls = () => useDataProvider<PlatformDataProvider & MethodsOf<typeof commissionsMethods>>();

/** GET /api/docs/v1/commissions?year&month: the month's statement, saved as the file the server names. */
export const statementPath = (year: number, month: number, agencyId?: string): string =>
  `/api/docs/v1/commissions?${new URLSearchParams({ year: String(year), month: String(month), ...(agencyId ? { agencyId } : {}) })}`;

/** The agency-billed invoice of a month (resources/payments/routes/invoiceRoutes.ts), read like a statement. */
export const agencyBilledInvoicePath = (year: number, month: number, agencyId?: string): string =>
  `/api/billing/v1/agencyBillInvoice/${month}/${year}${agencyId ? `?${new URLSearchParams({ agencyId })}` : ''}`;

/**
 * The spec's text of a failed statement download (spec 001 §8): 404 "No invoice/statements found for this month.",
 * an unreachable server "Failed…", otherwise "Unable to download at this time…".
 */
export const statementFailure = (failure: unknown): string => {
  const status = failure instanceof HttpError ? failure.status : 0;
  return status === 404
    ? STATEMENT_MESSAGES.notFound
    : status === 0
      ? STATEMENT_MESSAGES.failed
      : STATEMENT_MESSAGES.unavailable;
};

/** The server's refusal: its message and each field's problem, by field. */
export function refusalOf(failure: unknown): { message: string; fields: Record<string, string> } {
  if (!(failure instanceof HttpError))
    return { message: failure instanceof Error ? failure.message : String(failure), fields: {} };
  const body = (failure.body && typeof failure.body === 'object' ? failure.body : {}) as {
    errors?: Record<string, unknown>;
  };
  const fields = Object.fromEntries(
    Object.entries(body.errors ?? {}).filter(([, detail]) => typeof detail === 'string'),
  ) as Record<string, string>;
  return { message: failure.message, fields };
}
