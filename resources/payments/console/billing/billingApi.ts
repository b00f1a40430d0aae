/** The policy page's billing calls (resources/payments/routes/ledgerRoutes.ts), over the console's HTTP client. */
import { httpClient } from '../../../../src/console/providers/instances';

const BILLING = '/api/billing/v1';
const q = (value: string) => encodeURIComponent(value);

export interface Balance {
  totalPremium: number;
  amountPaid: number;
  balance: number;
  dueAmount: number;
  paymentStatus: string;
  isPaid: boolean;
}

export interface Transaction {
  id: string;
  transactionId: string;
  invoiceNumber: string;
  status: string;
  paymentDate: string;
  paymentMethod: string;
  processorName: string;
  amountPaid: number;
  paymentDesc: string | null;
  lastFourDigits: string | null;
  failure: string | null;
  version: number;
}

export interface PolicyBillingData {
  balance: Balance;
  transactions: Transaction[];
  invoiceReminders: boolean;
}

export async function fetchPolicyBilling(policyId: string): Promise<PolicyBillingData> {
  const [balance, list, page] = await Promise.all([
    httpClient(`${BILLING}/balance/${q(policyId)}`),
    httpClient(`${BILLING}/search?policyId=${q(policyId)}`),
    httpClient(`${BILLING}/payment?policyId=${q(policyId)}`),
  ]);
  return { balance: balance.json as Balance, transactions: (list.json as { content: Transaction[] }).content, invoiceReminders: (page.json as { invoiceReminders: boolean }).invoiceReminders };
}

type Answer = { message: string };
const send = async (path: string, method: string, body?: unknown): Promise<Answer> =>
  (await httpClient(`${BILLING}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as Answer;

export const editTransaction = (body: Record<string, unknown>) => send('/transaction', 'PUT', body);
export const applyPayment = (body: Record<string, unknown>) => send('/external/applyPayment', 'POST', body);
export const closePayment = (body: Record<string, unknown>) => send('/close', 'POST', body);
export const toggleReminders = (policyId: string) => send(`/toggle/invoiceReminder?policyId=${q(policyId)}`, 'PUT');
export const sendPaymentLink = (policyId: string) => send(`/invoiceReminder/${q(policyId)}`, 'POST');

/** The server's field messages ({field: detail}) and its message of a refusal. */
export function refusalOf(error: unknown): { fields: Record<string, string>; message?: string } {
  const body = (error as { body?: { detail?: unknown; errors?: unknown } })?.body;
  const listed = Array.isArray(body?.errors) ? (body.errors as { field: string; detail: string }[]) : [];
  return { fields: Object.fromEntries(listed.map((e) => [e.field, e.detail])), message: typeof body?.detail === 'string' ? body.detail : undefined };
}
