/**
 * Teams per seeded role: the internal roles read, Customer Success also creates and updates; an Agency Admin
 * manages its agency's teams; a Principal Producer and an Agent read them.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['team:read', 'team:create', 'team:update'],
  'PROVIDER/Biz Dev': ['team:read'],
  'PROVIDER/TSM': ['team:read'],
  'PROVIDER/Technician': ['team:read'],
  'PROVIDER/Head of Claims': ['team:read'],
  'AGENCY/Agency Admin': ['team:read', 'team:create', 'team:update', 'team:delete'],
  'AGENCY/Principal Producer': ['team:read'],
  'AGENCY/Agent': ['team:read'],
};
