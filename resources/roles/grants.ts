/**
 * Roles per seeded role: the internal roles read; an Agency Admin, a Principal Producer and a policyholder's
 * Account Admin read (to assign them). Only Super Admin and Power User write roles.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['role:read'],
  'PROVIDER/Biz Dev': ['role:read'],
  'PROVIDER/TSM': ['role:read'],
  'PROVIDER/Technician': ['role:read'],
  'PROVIDER/Head of Claims': ['role:read'],
  'AGENCY/Agency Admin': ['role:read'],
  'AGENCY/Principal Producer': ['role:read'],
  'CUSTOMER/Account Admin': ['role:read'],
};
