/**
 * Users per seeded role: the internal roles read, Customer Success also creates and updates; an Agency Admin
 * and a policyholder's Account Admin manage their organisation's users; a Principal Producer reads them.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['user:read', 'user:create', 'user:update'],
  'PROVIDER/Biz Dev': ['user:read'],
  'PROVIDER/TSM': ['user:read'],
  'PROVIDER/Technician': ['user:read'],
  'PROVIDER/Head of Claims': ['user:read'],
  'AGENCY/Agency Admin': ['user:read', 'user:create', 'user:update', 'user:delete'],
  'AGENCY/Principal Producer': ['user:read'],
  'CUSTOMER/Account Admin': ['user:read', 'user:create', 'user:update', 'user:delete'],
};
