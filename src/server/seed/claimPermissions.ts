import type { RoleSeed } from './roleCatalogue';

const CLAIM_WORK = ['claim:read', 'claim:create', 'claim:update'];

/**
 * Claim permissions per seeded role (the spec leaves the matrix out; documented in the README): Head of Claims
 * and Customer Success handle claims; agencies report and follow their accounts' claims; a policyholder's
 * Account Admin reports its own (spec 001 §1: policyholders "use documents and claims"), others read them.
 */
const BY_ROLE: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Head of Claims': [...CLAIM_WORK, 'claim:delete'],
  'PROVIDER/Customer Success': CLAIM_WORK,
  'AGENCY/Agency Admin': [...CLAIM_WORK, 'claim:delete'],
  'AGENCY/Principal Producer': CLAIM_WORK,
  'AGENCY/Agent': CLAIM_WORK,
  'CUSTOMER/Account Admin': CLAIM_WORK,
  'CUSTOMER/Risk Manager': ['claim:read'],
  'CUSTOMER/Policy Holder': ['claim:read'],
};

export function withClaimPermissions(role: RoleSeed): RoleSeed {
  const extra = BY_ROLE[`${role.accountType}/${role.name}`];
  if (!extra) return role;
  return { ...role, permissions: () => [...new Set([...role.permissions(), ...extra])] };
}
