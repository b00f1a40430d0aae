/**
 * Claim files per seeded role (spec 001 §1: the provider's staff "handle claims"): Head of Claims (the claim
 * handlers) does everything; Customer Success opens and works files; an agency's users read the files of the
 * clients they see. Super Admin and Power User hold every permission. Policyholders and the other
 * organisations get none (the spec does not show them the screens).
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Head of Claims': ['claimfile:read', 'claimfile:create', 'claimfile:update', 'claimfile:delete'],
  'PROVIDER/Customer Success': ['claimfile:read', 'claimfile:create', 'claimfile:update'],
  'AGENCY/Agency Admin': ['claimfile:read'],
  'AGENCY/Principal Producer': ['claimfile:read'],
  'AGENCY/Agent': ['claimfile:read'],
};
