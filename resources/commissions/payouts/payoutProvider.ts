/**
 * The payout provider adapter: how commission payouts leave the platform for an agency's bank account. A real
 * provider (an ACH payouts service) and the built-in sandbox (sandboxPayouts.ts) both implement it;
 * `activePayouts.ts` picks one by PAYOUT_PROVIDER.
 *
 * The flow it serves:
 *  1. `registerAccount` — when an agency saves its bank account (PUT /api/commissions/v1/{agencyId}/ach) the full
 *     account number goes to the provider, which answers a token; the platform keeps the token and the last four
 *     digits, never the number.
 *  2. `send` — a commission payment applied by staff without a reference of its own (POST /api/commissions/v1/payment)
 *     is paid out to the token; the provider's payout id becomes the payment's `token`. A refused payout records
 *     no payment.
 */

/** The bank account as the agency typed it: only the provider sees `account`. */
export interface PayoutAccount {
  agencyId: string;
  routing: string;
  account: string;
  accountName: string;
  accountType: string;
}

export interface PayoutRequest {
  /** The provider's token for the agency's account (from `registerAccount`). */
  accountToken: string;
  /** Two decimals, in `currency`. */
  amount: number;
  currency: string;
  /** Our reference (the payment's description), shown on the agency's bank statement. */
  reference: string;
}

export interface PayoutResult {
  status: 'SENT' | 'FAILED';
  /** The provider's payout id (when SENT). */
  payoutId?: string;
  /** The provider's reason (when FAILED), e.g. an ACH return code and its text. */
  failure?: string;
}

export interface PayoutProvider {
  readonly name: string;
  registerAccount(account: PayoutAccount): Promise<{ accountToken: string }>;
  send(request: PayoutRequest): Promise<PayoutResult>;
}
