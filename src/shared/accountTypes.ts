/** Account types (spec 000 §1) and the persona base path each one lives under (spec 000 §2.2). */
export const ACCOUNT_TYPES = [
  'PROVIDER',
  'CARRIER',
  'DIGITAL',
  'CUSTOMER',
  'VENDOR',
  'CLUSTER',
  'AGENCY',
  'MSSP',
  'POOL',
  'RE_INSURER',
  'PREMIUM_PROCESSOR',
  'UNKNOWN',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(ACCOUNT_TYPES);

/** True for one of the account types; narrows a value read from a token or a row. */
export const isAccountType = (value: unknown): value is AccountType => typeof value === 'string' && KNOWN.has(value);

/** The account type a stored value names; UNKNOWN for anything else. */
export const accountTypeOf = (value: unknown): AccountType => (isAccountType(value) ? value : 'UNKNOWN');

/** The spec calls the provider's own staff type "the provider's staff type"; this project names it PROVIDER. */
export const STAFF_ACCOUNT_TYPE: AccountType = 'PROVIDER';

export const PERSONA_BASE_PATHS: Partial<Record<AccountType, string>> = {
  PROVIDER: '/admin',
  AGENCY: '/agency',
  CUSTOMER: '/customer',
  DIGITAL: '/da',
  MSSP: '/mssp',
  CARRIER: '/carrier',
  VENDOR: '/vendor',
  CLUSTER: '/cluster',
  RE_INSURER: '/reinsurer',
  PREMIUM_PROCESSOR: '/premiumprocessor',
  POOL: '/pool',
};

export const personaBasePath = (accountType: string): string | undefined =>
  PERSONA_BASE_PATHS[accountType as AccountType];

/** Where a signed-in user lands (spec 000 §2.1: /{accountBasePath}/dashboard). */
export const dashboardPath = (accountType: string): string => `${personaBasePath(accountType) ?? '/admin'}/dashboard`;
