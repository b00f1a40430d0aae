import { PERSONA_BASE_PATHS, type AccountType } from '../../../shared/accountTypes';

/** Every registered resource (provider staff administer the whole platform). */
export const ALL_RESOURCES = '*';

/**
 * The one place that says which resources each persona's area offers (spec 000 §2.2, §6 "Account type decides
 * the area of the application"). A resource appears in an area's navigation only when it is listed here, is
 * mounted in PersonaAdmin and the user's role may list it; the server refuses the rest anyway.
 * Add a new resource's name to the personas that use it.
 */
export const PERSONA_RESOURCES: Record<Exclude<AccountType, 'UNKNOWN'>, readonly string[]> = {
  PROVIDER: [ALL_RESOURCES],
  AGENCY: ['accounts', 'submissions', 'quotes', 'binders', 'policies', 'claims', 'users', 'teams', 'agencyLicenses', 'agentLicenses', 'surplusLicenses', 'webhooks', 'tags'],
  CUSTOMER: ['accounts', 'quotes', 'policies', 'claims', 'users'],
  DIGITAL: ['accounts', 'quotes', 'policies', 'users'],
  MSSP: ['accounts', 'users'],
  CARRIER: ['policies', 'claims', 'users'],
  VENDOR: ['claims', 'users'],
  CLUSTER: ['accounts', 'quotes', 'policies', 'users'],
  RE_INSURER: ['policies', 'users'],
  PREMIUM_PROCESSOR: ['policies', 'users'],
  POOL: ['policies', 'users'],
};

/** The account type whose area lives under a base path (`/agency` → AGENCY). */
export const accountTypeOfBase = (basePath: string): AccountType | undefined =>
  (Object.entries(PERSONA_BASE_PATHS) as [AccountType, string][]).find(([, base]) => base === basePath)?.[0];

export function areaOffers(basePath: string, resource: string): boolean {
  const accountType = accountTypeOfBase(basePath);
  if (!accountType || accountType === 'UNKNOWN') return false;
  const listed = PERSONA_RESOURCES[accountType];
  return listed.includes(ALL_RESOURCES) || listed.includes(resource);
}
