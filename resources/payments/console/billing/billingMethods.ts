/** The policy page's billing calls (resources/payments/routes/ledgerRoutes.ts), as data provider methods. */
import { useDataProvider } from 'react-admin';
import { defineDataProviderMethods, type DataProviderWith } from '../../../../src/console/providers/methods';
import type { TransactionRecord } from '../../ledger';

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

/** A transaction as the billing API answers it (the ledger's own type). */
export type Transaction = TransactionRecord;

export interface PolicyBillingData {
  balance: Balance;
  transactions: Transaction[];
  invoiceReminders: boolean;
}

type Answer = { message: string };

export const billingMethods = defineDataProviderMethods(({ httpClient }) => {
  const send = async (path: string, method: string, body?: unknown): Promise<Answer> =>
    (await httpClient(`${BILLING}${path}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }))
      .json as Answer;
  return {
    policyBilling: async (policyId: string): Promise<PolicyBillingData> => {
      const [balance, list, page] = await Promise.all([
        httpClient(`${BILLING}/balance/${q(policyId)}`),
        httpClient(`${BILLING}/search?policyId=${q(policyId)}`),
        httpClient(`${BILLING}/payment?policyId=${q(policyId)}`),
      ]);
      return {
        balance: balance.json as Balance,
        transactions: (list.json as { content: Transaction[] }).content,
        invoiceReminders: (page.json as { invoiceReminders: boolean }).invoiceReminders,
      };
    },
    editTransaction: (body: Record<string, unknown>) => send('/transaction', 'PUT', body),
    applyExternalPayment: (body: Record<string, unknown>) => send('/external/applyPayment', 'POST', body),
    closePayment: (body: Record<string, unknown>) => send('/close', 'POST', body),
    toggleInvoiceReminders: (policyId: string) => send(`/toggle/invoiceReminder?policyId=${q(policyId)}`, 'PUT'),
    sendPaymentLink: (policyId: string) => send(`/invoiceReminder/${q(policyId)}`, 'POST'),
    sendInvoiceToAccounting: (body: Record<string, unknown>) => send('/accounting', 'POST', body),
    addPremiumFinancer: (body: Record<string, unknown>) => send('/finance', 'POST', body),
  };
});

export const useBillingCalls = () => useDataProvider<DataProviderWith<typeof billingMethods>>();

/** The server's field messages ({field: detail}) and its message of a refusal. */
export function refusalOf(error: unknown): { fields: Record<string, string>; message?: string } {
  const body = (error as { body?: { detail?: unknown; errors?: unknown } })?.body;
  const listed = Array.isArray(body?.errors) ? (body.errors as { field: string; detail: string }[]) : [];
  return {
    fields: Object.fromEntries(listed.map((e) => [e.field, e.detail])),
    message: typeof body?.detail === 'string' ? body.detail : undefined,
  };
}
