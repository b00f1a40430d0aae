/**
 * Quotes per seeded role: the internal roles read; an Agency Admin reads, creates, updates and deletes; a
 * Principal Producer and an Agent read, create and update; policyholders read their own account's.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['quote:read'],
  'PROVIDER/Biz Dev': ['quote:read'],
  'PROVIDER/TSM': ['quote:read'],
  'PROVIDER/Technician': ['quote:read'],
  'PROVIDER/Head of Claims': ['quote:read'],
  'AGENCY/Agency Admin': ['quote:read', 'quote:create', 'quote:update', 'quote:delete'],
  'AGENCY/Principal Producer': ['quote:read', 'quote:create', 'quote:update'],
  'AGENCY/Agent': ['quote:read', 'quote:create', 'quote:update'],
  'CUSTOMER/Account Admin': ['quote:read'],
  'CUSTOMER/Risk Manager': ['quote:read'],
  'CUSTOMER/Policy Holder': ['quote:read'],
};
