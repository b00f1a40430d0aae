/**
 * Claims per seeded role: Head of Claims and Agency Admin read, report, update and delete; Customer Success,
 * Principal Producer, Agent and a policyholder's Account Admin read, report and update (spec 001 §1:
 * policyholders "use documents and claims"); Risk Manager and Policy Holder read.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Head of Claims': ['claim:read', 'claim:create', 'claim:update', 'claim:delete'],
  'PROVIDER/Customer Success': ['claim:read', 'claim:create', 'claim:update'],
  'AGENCY/Agency Admin': ['claim:read', 'claim:create', 'claim:update', 'claim:delete'],
  'AGENCY/Principal Producer': ['claim:read', 'claim:create', 'claim:update'],
  'AGENCY/Agent': ['claim:read', 'claim:create', 'claim:update'],
  'CUSTOMER/Account Admin': ['claim:read', 'claim:create', 'claim:update'],
  'CUSTOMER/Risk Manager': ['claim:read'],
  'CUSTOMER/Policy Holder': ['claim:read'],
};
