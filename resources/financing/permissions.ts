/**
 * Accepting a premium financing plan for a policy (spec 002 §9). Reading the plan needs only `policy:read`
 * (the policy's own tenancy applies); accepting it is its own permission: the policyholder (its own policy),
 * the agency's users (their clients' policies) and the provider's Customer Success. Super Admin and Power User
 * hold it with every other permission.
 */
export const POLICY_FINANCE = 'policy:finance';

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [POLICY_FINANCE],
  'AGENCY/Agency Admin': [POLICY_FINANCE],
  'AGENCY/Principal Producer': [POLICY_FINANCE],
  'AGENCY/Agent': [POLICY_FINANCE],
  'CUSTOMER/Account Admin': [POLICY_FINANCE],
  'CUSTOMER/Risk Manager': [POLICY_FINANCE],
  'CUSTOMER/Policy Holder': [POLICY_FINANCE],
};
