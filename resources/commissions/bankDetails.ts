/**
 * The agency's payout bank account (spec 001 §3 "Bank info": bank, routing, account, accountName, accountType, swift,
 * phone, email, address) for ACH or wire payouts of its commission. The full account number is never kept: the
 * payout provider holds it (payouts/payoutProvider.ts) and answers a token; only the token and the last four digits
 * are stored, and the number is shown as "****6789". Deleting the account stops the automatic monthly payout (spec 001 §4).
 */
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';

export const BANK_MESSAGES = {
  bank: 'Bank is a required field',
  routing: 'Routing Number must be 9 digits',
  account: 'Account Number must be 4 to 17 digits',
  accountName: 'Account Name is a required field',
  accountType: 'Account Type is a required field',
  swift: 'SWIFT code must be 8 or 11 letters or digits',
  email: 'Please enter a valid Email Address',
  phone: 'Please enter a valid Phone Number',
  notOnFile: 'No bank account on file for this agency.',
  deleted: 'Bank account deleted. Automatic monthly commission payouts have stopped.',
  saved: 'Bank details saved.',
  paused: 'Commission payouts are paused for this agency; resume them to send a payout.',
  noPayoutToken: 'The bank account on file predates the payout provider; save it again to send payouts.',
  refused: 'The payout was refused by the bank:',
} as const;

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

const M = BANK_MESSAGES;
const filled = (message: string, max = 200) => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
  pattern: '\\S',
  errorMessage: { minLength: message, pattern: message, type: message },
});

export const bankBody: JsonSchemaNode = {
  type: 'object',
  properties: {
    bank: filled(M.bank, 120),
    routing: { type: 'string', pattern: '^\\d{9}$', errorMessage: { pattern: M.routing, type: M.routing } },
    account: { type: 'string', pattern: '^\\d{4,17}$', errorMessage: { pattern: M.account, type: M.account } },
    accountName: filled(M.accountName, 120),
    accountType: {
      type: 'string',
      enum: [...ACCOUNT_TYPES],
      errorMessage: { enum: M.accountType, type: M.accountType },
    },
    swift: {
      type: 'string',
      pattern: '^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$',
      errorMessage: { pattern: M.swift, type: M.swift },
    },
    phone: { type: 'string', pattern: '^\\+?[0-9 ()\\-.]{7,20}$', errorMessage: { pattern: M.phone, type: M.phone } },
    email: { type: 'string', format: 'email', maxLength: 254, errorMessage: { format: M.email, type: M.email } },
    address: { type: 'string', maxLength: 300 },
  },
  required: ['bank', 'routing', 'account', 'accountName', 'accountType'],
  additionalProperties: false,
  errorMessage: {
    required: {
      bank: M.bank,
      routing: M.routing,
      account: M.account,
      accountName: M.accountName,
      accountType: M.accountType,
    },
  },
};

export interface StoredBank {
  bank: string;
  routing: string;
  accountLast4: string;
  accountName: string;
  accountType: string;
  swift?: string;
  phone?: string;
  email?: string;
  address?: string;
  /** The payout provider's token for the account (payouts/payoutProvider.ts), which holds the number itself. */
  payoutToken?: string;
}

/** What is kept of a bank body: everything but the account number, of which the last four digits. */
export function storedBank(body: Record<string, unknown>, payoutToken: string): StoredBank {
  const { account, ...rest } = body as Record<string, string>;
  return { ...(rest as Omit<StoredBank, 'accountLast4'>), accountLast4: account.slice(-4), payoutToken };
}

/** The bank details as GET /{agencyId}/ach answers them: the account masked. */
export const shownBank = (agencyId: string, bank: StoredBank, payoutsPaused: boolean) => {
  const { accountLast4, payoutToken: _token, ...rest } = bank;
  return { agencyId, ...rest, account: `****${accountLast4}`, payoutsPaused };
};
