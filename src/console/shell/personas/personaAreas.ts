import { PERSONA_BASE_PATHS, STAFF_ACCOUNT_TYPE, type AccountType } from '../../../shared/accountTypes';

/** The account type whose area lives under a base path (`/agency` → AGENCY). */
export const accountTypeOfBase = (basePath: string): AccountType | undefined =>
  (Object.entries(PERSONA_BASE_PATHS) as [AccountType, string][]).find(([, base]) => base === basePath)?.[0];

/**
 * Whether the area under `basePath` offers a resource in its menu (spec 000 §2.2, §6 "Account type decides the
 * area of the application"): provider staff's area offers every resource; another area those whose folder names
 * its organisation type (`personas` in the resource's index.ts). The user's role decides the rest.
 */
export function areaOffers(basePath: string, personas: readonly string[] | undefined): boolean {
  const accountType = accountTypeOfBase(basePath);
  if (!accountType || accountType === 'UNKNOWN') return false;
  return accountType === STAFF_ACCOUNT_TYPE || (personas ?? []).includes(accountType);
}
