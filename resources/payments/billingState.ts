/**
 * A policy's billing as the payment page and the balance calls tell it (spec 002 §2 payment page, §4 payment
 * statuses, §7 balance/amountPaid), from the policy, its transactions and its financing plan. Pure, in cents.
 *
 * - amount paid = the Paid transactions; a policy marked paid with none (paid before this ledger, or a payment
 *   closed by staff) counts its total premium as paid.
 * - what is due: the total premium, or, when the premium is financed, the plan's down payment (the financer pays
 *   the rest and collects the instalments) — less what is paid.
 * - the page state: Paid when marked paid or nothing is due; Processed while a payment is In Process; Failed when
 *   the newest payment failed; Partially Paid when something is paid; else Unpaid.
 */
import { fromCents, toCents } from '../../src/shared/billing/money';
import type { PageState } from './catalogue';

export interface LedgerLine {
  status: string;
  amountPaid: number;
  created: Date | string;
}

export interface BillingFacts {
  totalPremium: number;
  isPaid: boolean;
  transactions: readonly LedgerLine[];
  /** The accepted plan's down payment, when the premium is financed. */
  financedDownPayment?: number;
}

export interface BillingState {
  state: PageState;
  amountPaid: number;
  /** Total premium − amount paid (what the policy still owes in all). */
  balance: number;
  /** What the payment page asks for now. */
  dueAmount: number;
  premiumFinanced: boolean;
}

const time = (value: Date | string) => new Date(value).getTime();

export function billingState(facts: BillingFacts): BillingState {
  const total = toCents(facts.totalPremium);
  const paidLines = facts.transactions
    .filter((line) => line.status === 'Paid')
    .reduce((sum, line) => sum + toCents(line.amountPaid), 0);
  const paid = facts.isPaid && paidLines === 0 ? total : paidLines;
  const owed = facts.financedDownPayment !== undefined ? toCents(facts.financedDownPayment) : total;
  const due = facts.isPaid ? 0 : Math.max(0, owed - paid);
  const newest = [...facts.transactions].sort((a, b) => time(b.created) - time(a.created))[0];
  const state: PageState =
    facts.isPaid || due === 0
      ? 'Paid'
      : facts.transactions.some((line) => line.status === 'In Process')
        ? 'Processed'
        : newest?.status === 'Failed'
          ? 'Failed'
          : paid > 0
            ? 'Partially Paid'
            : 'Unpaid';
  return {
    state,
    amountPaid: fromCents(paid),
    balance: fromCents(Math.max(0, total - paid)),
    dueAmount: fromCents(due),
    premiumFinanced: facts.financedDownPayment !== undefined,
  };
}
