/**
 * Client accounts per seeded role (spec 001 §6 leaves the matrix out; the project's decision, in docs/decisions/platform.md):
 * Customer Success reads, creates and updates; the other internal roles read; an Agency Admin may also delete;
 * Principal Producer and Agent read, create and update; a policyholder's Account Admin reads and updates its
 * account, its Risk Manager and Policy Holder read it.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['account:read', 'account:create', 'account:update'],
  'PROVIDER/Biz Dev': ['account:read'],
  'PROVIDER/TSM': ['account:read'],
  'PROVIDER/Technician': ['account:read'],
  'PROVIDER/Head of Claims': ['account:read'],
  'AGENCY/Agency Admin': ['account:read', 'account:create', 'account:update', 'account:delete'],
  'AGENCY/Principal Producer': ['account:read', 'account:create', 'account:update'],
  'AGENCY/Agent': ['account:read', 'account:create', 'account:update'],
  'CUSTOMER/Account Admin': ['account:read', 'account:update'],
  'CUSTOMER/Risk Manager': ['account:read'],
  'CUSTOMER/Policy Holder': ['account:read'],
};
