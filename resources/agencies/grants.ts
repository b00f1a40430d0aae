/**
 * Agencies per seeded role: the internal roles read, Customer Success also updates; an agency's Admin reads and
 * updates its own, its Principal Producer and Agents read it. Only Super Admin and Power User create or delete.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['agency:read', 'agency:update'],
  'PROVIDER/Biz Dev': ['agency:read'],
  'PROVIDER/TSM': ['agency:read'],
  'PROVIDER/Technician': ['agency:read'],
  'PROVIDER/Head of Claims': ['agency:read'],
  'AGENCY/Agency Admin': ['agency:read', 'agency:update'],
  'AGENCY/Principal Producer': ['agency:read'],
  'AGENCY/Agent': ['agency:read'],
};
