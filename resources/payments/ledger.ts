/**
 * The policy_transactions rows (migration.ts) and a policy's billing facts. Callers have already reached the
 * policy through the policies store (tenancy); these functions only read and write the ledger.
 */
import type { Kysely } from 'kysely';
import { billingState, type BillingState } from './billingState';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

type Db = Kysely<Database>;

/** A transaction as the API shows it (spec 002 §3 "Payment"): no card or account number exists to show. */
export interface TransactionRecord {
  id: string;
  policyId: string;
  transactionId: string;
  invoiceNumber: string;
  status: string;
  paymentDate: string;
  paymentMethod: string;
  processorName: string;
  amountPaid: number;
  paymentDesc: string | null;
  lastFourDigits: string | null;
  cardType: string | null;
  bankName: string | null;
  failure: string | null;
  isDownPayment: boolean;
  created: string;
  modified: string;
  version: number;
}

const day = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

export function presentTransaction(row: ApiRecord): TransactionRecord {
  return {
    id: String(row.id),
    policyId: String(row.policyId),
    transactionId: String(row.transactionId),
    invoiceNumber: String(row.invoiceNumber),
    status: String(row.status),
    paymentDate: day(row.paymentDate),
    paymentMethod: String(row.paymentMethod),
    processorName: String(row.processorName),
    amountPaid: Number(row.amountPaid),
    paymentDesc: (row.paymentDesc as string | null) ?? null,
    lastFourDigits: (row.lastFour as string | null) ?? null,
    cardType: (row.cardType as string | null) ?? null,
    bankName: (row.bankName as string | null) ?? null,
    failure: (row.failure as string | null) ?? null,
    isDownPayment: Boolean(row.isDownPayment),
    created: iso(row.created),
    modified: iso(row.modified),
    version: Number(row.version),
  };
}

export async function transactionsOf(db: Db, policyId: string): Promise<TransactionRecord[]> {
  const rows = await db
    .selectFrom('policyTransactions')
    .selectAll()
    .where('policyId', '=', policyId)
    .orderBy('created', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(presentTransaction);
}

export async function transactionById(db: Db, id: string): Promise<TransactionRecord | undefined> {
  const row = await db.selectFrom('policyTransactions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? presentTransaction(row) : undefined;
}

export async function transactionOfProcessor(
  db: Db,
  processorName: string,
  transactionId: string,
): Promise<TransactionRecord | undefined> {
  const row = await db
    .selectFrom('policyTransactions')
    .selectAll()
    .where('processorName', '=', processorName)
    .where('transactionId', '=', transactionId)
    .executeTakeFirst();
  return row ? presentTransaction(row) : undefined;
}

export interface NewTransaction {
  policyId: string;
  transactionId: string;
  invoiceNumber: string;
  status: string;
  paymentMethod: string;
  processorName: string;
  amountPaid: number;
  paymentDate: string;
  paymentDesc?: string | null;
  lastFour?: string | null;
  cardType?: string | null;
  bankName?: string | null;
  failure?: string | null;
  isDownPayment?: boolean;
  payerUserId?: string | null;
}

/** The accepted financing plan's down payment (resources/financing's policy_financing row), if any. */
export async function financedDownPayment(db: Db, policyId: string): Promise<number | undefined> {
  const plan = await db
    .selectFrom('policyFinancing')
    .select(['terms'])
    .where('policyId', '=', policyId)
    .executeTakeFirst();
  if (!plan) return undefined;
  const terms = (typeof plan.terms === 'string' ? JSON.parse(plan.terms) : plan.terms) as { downPayment?: number };
  return Number(terms.downPayment ?? 0);
}

/** The policy's billing from its ledger (inside a transaction when `db` is one). */
export async function billingOf(
  db: Db,
  policy: ApiRecord,
): Promise<BillingState & { transactions: TransactionRecord[] }> {
  const policyId = String(policy.id);
  const transactions = await transactionsOf(db, policyId);
  const state = billingState({
    totalPremium: Number(policy.totalPremium ?? 0),
    isPaid: Boolean(policy.isPaid),
    transactions,
    financedDownPayment: await financedDownPayment(db, policyId),
  });
  return { ...state, transactions };
}

/** The invoice number of a policy's premium (the invoice PDF's, resources/policyDocuments). */
export const invoiceNumberOf = (policy: ApiRecord) => `INV-${String(policy.policyNumber)}`;
