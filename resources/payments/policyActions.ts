/**
 * The billing changes of a policy, each an action run through the policies store (`store.act`): tenancy (404),
 * the version the caller saw (409), one transaction with the ledger row, the policy's `isPaid` and a history
 * entry naming the actor. Permissions are checked by the routes (the store's act does not).
 */
import type { Kysely } from 'kysely';
import { childRows } from '../../src/server/resources/childRows';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { ApiError, invalid } from '../../src/server/http/apiError';
import { billingState } from './billingState';
import { billingOf, financedDownPayment, transactionsOf, type NewTransaction } from './ledger';
import { PAYMENT_MESSAGES as M } from './messages';
import { saveMethod, type MethodToSave } from './savedMethods';
import { BILLING_MANAGE, POLICY_PAY } from './permissions';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const detailsOf = (record: ApiRecord) => (record.details ?? {}) as ApiRecord;

/**
 * Whether the policy is paid once the ledger says what it says now: paid in full by its Paid lines (or its
 * down payment, when financed), closed by staff, or marked paid before it had any Paid line (older policies).
 */
export async function paidNow(trx: Kysely<Database>, record: ApiRecord, ledgerPaidBefore: boolean): Promise<boolean> {
  const policyId = String(record.id);
  const lines = await transactionsOf(trx, policyId);
  const ledger = billingState({
    totalPremium: Number(record.totalPremium ?? 0),
    isPaid: false,
    transactions: lines,
    financedDownPayment: await financedDownPayment(trx, policyId),
  });
  if (ledger.state === 'Paid') return true;
  if (detailsOf(record).paymentClosed) return true;
  return Boolean(record.isPaid) && !ledgerPaidBefore;
}

const hadPaidLine = async (trx: Kysely<Database>, policyId: string) =>
  (await transactionsOf(trx, policyId)).some((line) => line.status === 'Paid');

/** The ledger rows of the policy an action runs on, versioned; another policy's row is not found. */
const ledgerRows = (trx: Kysely<Database>, policy: ApiRecord) =>
  childRows(trx, 'policyTransactions', 'policyId', String(policy.id), 'Transaction', {
    missing: 'Transaction not found.',
    versioned: true,
    stale: 'This transaction was changed by someone else since you opened it. Reload it and try again.',
  });

/** A payment (processor charge or applied by staff) written to the ledger; the policy is paid when nothing is due. */
export const recordPayment = (
  name: 'payment' | 'apply-payment',
  line: Omit<NewTransaction, 'policyId'>,
  onRecorded?: (id: string) => void,
  keepMethod?: MethodToSave,
): ResourceAction => ({
  name,
  permission: name === 'payment' ? POLICY_PAY : BILLING_MANAGE,
  async effect({ trx, record }) {
    const before = await hadPaidLine(trx, String(record.id));
    const written = await ledgerRows(trx, record).add({ ...line, modified: new Date() });
    onRecorded?.(written);
    if (keepMethod) await saveMethod(trx, String(record.accountId), keepMethod);
    return { isPaid: await paidNow(trx, record, before) };
  },
});

/** What the financer pays: PUT pay/premiumFinance sends the rest of the line; the amount defaults to the balance. */
type FinancerPayment = Omit<NewTransaction, 'policyId' | 'amountPaid'> & { amountPaid?: number };

/**
 * The premium financer's payment of the amount financed (PUT pay/premiumFinance): only for a financed policy whose
 * down payment is paid, up to the balance left; checked inside the policy's transaction, so two at once cannot
 * both pass.
 */
export const recordFinancerPayment = (
  payment: FinancerPayment,
  onRecorded: (amount: number) => void,
): ResourceAction => ({
  name: 'premium-finance-paid',
  permission: BILLING_MANAGE,
  async effect({ trx, record }) {
    const billing = await billingOf(trx, record);
    if (!billing.premiumFinanced) throw new ApiError(409, M.notFinanced);
    if (billing.dueAmount > 0 || billing.state !== 'Paid') throw new ApiError(409, M.downPaymentDue);
    if (billing.balance === 0) throw new ApiError(409, M.financeAlreadyPaid);
    const amount = payment.amountPaid ?? billing.balance;
    if (amount > billing.balance) throw invalid([{ field: 'amountPaid', detail: M.overBalance }]);
    await ledgerRows(trx, record).add({ ...payment, amountPaid: amount, modified: new Date() });
    onRecorded(amount);
    return {};
  },
});

/** A pending payment settled by the processor's callback. */
export const settlePayment = (
  rowId: string,
  status: 'Paid' | 'Failed',
  failure: string | undefined,
): ResourceAction => ({
  name: 'payment-settled',
  permission: POLICY_PAY,
  async effect({ trx, record }) {
    const before = await hadPaidLine(trx, String(record.id));
    await ledgerRows(trx, record).change(rowId, { status, failure: failure ?? null, modified: new Date() });
    return { isPaid: await paidNow(trx, record, before) };
  },
});

/** Edit transaction (spec 002 §5): the row as typed; the policy's paid flag follows the ledger. */
export const editTransaction = (
  rowId: string,
  expectedVersion: number | undefined,
  fields: ApiRecord,
): ResourceAction => ({
  name: 'edit-transaction',
  permission: BILLING_MANAGE,
  async effect({ trx, record }) {
    const before = await hadPaidLine(trx, String(record.id));
    await ledgerRows(trx, record).change(rowId, { ...fields, modified: new Date() }, expectedVersion);
    return { isPaid: await paidNow(trx, record, before) };
  },
});

/** Close payment with a comment: the policy counts as paid, what was still due is written off. */
export const closePayment = (comment: string, by: string, writtenOff: number): ResourceAction => ({
  name: 'close-payment',
  permission: BILLING_MANAGE,
  effect({ record }) {
    if (record.isPaid) throw new ApiError(409, M.alreadyPaid);
    const paymentClosed = { comment, by, on: new Date().toISOString(), writtenOff };
    return { isPaid: true, details: JSON.stringify({ ...detailsOf(record), paymentClosed }) };
  },
});

/** Invoice reminders on or off (PUT /toggle/invoiceReminder): `details.invoiceReminders`, on unless turned off. */
export const toggleReminders = (): ResourceAction => ({
  name: 'toggle-invoice-reminder',
  permission: BILLING_MANAGE,
  effect({ record }) {
    const details = detailsOf(record);
    return { details: JSON.stringify({ ...details, invoiceReminders: details.invoiceReminders === false }) };
  },
});

export const remindersOn = (record: ApiRecord) => detailsOf(record).invoiceReminders !== false;
