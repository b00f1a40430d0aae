/**
 * Quotes per seeded role: the internal roles read; an Agency Admin reads, creates, updates and deletes; a
 * Principal Producer and an Agent read, create and update; policyholders read their own account's.
 * The lifecycle (lifecycle/): the agency's roles bind (`quote:bind`: attest, bind); the provider's underwriting
 * facing roles, Customer Success and TSM (as for submissions), underwrite (`quote:underwrite`: refer, release,
 * review, decline, lost, need-by, issue, rescind). Super Admin and Power User hold every permission.
 */
export const grants: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': ['quote:read', 'quote:underwrite'],
  'PROVIDER/Biz Dev': ['quote:read'],
  'PROVIDER/TSM': ['quote:read', 'quote:underwrite'],
  'PROVIDER/Technician': ['quote:read'],
  'PROVIDER/Head of Claims': ['quote:read'],
  'AGENCY/Agency Admin': ['quote:read', 'quote:create', 'quote:update', 'quote:delete', 'quote:bind'],
  'AGENCY/Principal Producer': ['quote:read', 'quote:create', 'quote:update', 'quote:bind'],
  'AGENCY/Agent': ['quote:read', 'quote:create', 'quote:update', 'quote:bind'],
  'CUSTOMER/Account Admin': ['quote:read'],
  'CUSTOMER/Risk Manager': ['quote:read'],
  'CUSTOMER/Policy Holder': ['quote:read'],
};
