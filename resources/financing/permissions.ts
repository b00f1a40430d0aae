/**
 * Accepting a premium financing plan for a policy (spec 002 §9). Reading the plan needs only `policy:read`
 * (the policy's own tenancy applies); accepting it is its own permission: the policyholder (its own policy),
 * the agency's users (their clients' policies) and the provider's Customer Success. Super Admin and Power User
 * hold it with every other permission.
 */
export const POLICY_FINANCE = 'policy:finance';

/**
 * Adding an outside premium financer's plan (POST /api/billing/v1/finance, the "add premium financer" dialog) is
 * the agency's, which arranges such financing for its client, and the provider's servicing staff (decided: the
 * spec shows no matrix; the policyholder accepts the platform's own plan instead).
 */
export const FINANCER_PERMISSION = 'policy:add-financer';

export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [POLICY_FINANCE, FINANCER_PERMISSION],
  'PROVIDER/TSM': [FINANCER_PERMISSION],
  'AGENCY/Agency Admin': [POLICY_FINANCE, FINANCER_PERMISSION],
  'AGENCY/Principal Producer': [POLICY_FINANCE, FINANCER_PERMISSION],
  'AGENCY/Agent': [POLICY_FINANCE, FINANCER_PERMISSION],
  'CUSTOMER/Account Admin': [POLICY_FINANCE],
  'CUSTOMER/Risk Manager': [POLICY_FINANCE],
  'CUSTOMER/Policy Holder': [POLICY_FINANCE],
};
