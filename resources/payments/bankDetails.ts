/**
 * Where an ACH or wire transfer of a premium goes (spec 002 §3 "Bank info": bank, routing, account, accountName,
 * accountType, swift, phone, email, address). The spec gives no values: these are the demo's, marked as such,
 * and a deployment sets its own with PAYMENT_BANK_DETAILS (a JSON object with the same fields).
 */
export interface BankDetails {
  bank: string;
  routing: string;
  account: string;
  accountName: string;
  accountType: string;
  swift: string;
  phone: string;
  email: string;
  address: string;
}

const DEMO_BANK: BankDetails = {
  bank: 'Demo National Bank (not a real account)',
  routing: '021000021',
  account: '000000012345',
  accountName: 'Adaptive Insurance Premium Trust',
  accountType: 'Checking',
  swift: 'DEMOUS33',
  phone: '(800) 555-0142',
  email: 'billing@adaptive.demo.test',
  address: '1 Demo Plaza, New York, NY 10004',
};

export function bankDetails(env: NodeJS.ProcessEnv = process.env): BankDetails {
  if (!env.PAYMENT_BANK_DETAILS) return DEMO_BANK;
  return { ...DEMO_BANK, ...(JSON.parse(env.PAYMENT_BANK_DETAILS) as Partial<BankDetails>) };
}

/** Spec 002 §9. */
export const BANK_TRANSFER_NOTE = 'Bank transfer confirmation takes 3 to 5 business days.';
