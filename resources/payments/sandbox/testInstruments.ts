/**
 * The sandbox processor's test cards and bank accounts (docs/features/policies-and-money.md "Payments"): like a real processor in test mode,
 * it accepts only these numbers and each one always behaves the same way. Any other number is refused at
 * tokenisation, so a real card can never be "paid" into the sandbox.
 */
export type SandboxOutcome = 'approve' | 'decline' | 'settle-paid' | 'settle-failed';

export interface TestCard {
  number: string;
  brand: string;
  outcome: SandboxOutcome;
  /** The decline text a declined or returned payment reports. */
  failure?: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'approve' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'approve' },
  { number: '4000000000000002', brand: 'Visa', outcome: 'decline', failure: 'Your card was declined.' },
  { number: '4000000000009995', brand: 'Visa', outcome: 'decline', failure: 'Your card has insufficient funds.' },
  { number: '4000000000000077', brand: 'Visa', outcome: 'settle-paid' },
];

/** The routing number of every sandbox bank account. */
export const TEST_ROUTING_NUMBER = '110000000';
export const TEST_BANK_NAME = 'Sandbox Test Bank';

export interface TestBankAccount {
  account: string;
  outcome: SandboxOutcome;
  failure?: string;
}

/** Bank debits (e-check / ACH) never answer at once: they settle later, paid or returned. */
export const TEST_BANK_ACCOUNTS: readonly TestBankAccount[] = [
  { account: '000123456789', outcome: 'settle-paid' },
  { account: '000111111116', outcome: 'settle-failed', failure: 'R01 Insufficient Funds' },
];

const digits = (value: string) => value.replace(/[\s-]/g, '');

export const testCard = (number: string): TestCard | undefined =>
  TEST_CARDS.find((card) => card.number === digits(number));

export const testBankAccount = (routing: string, account: string): TestBankAccount | undefined =>
  digits(routing) === TEST_ROUTING_NUMBER
    ? TEST_BANK_ACCOUNTS.find((bank) => bank.account === digits(account))
    : undefined;
