/**
 * Policies per seeded role: everyone reads (policyholders their own account's); only Super Admin and Power User
 * write, since policies are issued from binders by the platform.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['policy:read'],
  'PROVIDER/Biz Dev': ['policy:read'],
  'PROVIDER/TSM': ['policy:read'],
  'PROVIDER/Technician': ['policy:read'],
  'PROVIDER/Head of Claims': ['policy:read'],
  'AGENCY/Agency Admin': ['policy:read'],
  'AGENCY/Principal Producer': ['policy:read'],
  'AGENCY/Agent': ['policy:read'],
  'CUSTOMER/Account Admin': ['policy:read'],
  'CUSTOMER/Risk Manager': ['policy:read'],
  'CUSTOMER/Policy Holder': ['policy:read'],
};
