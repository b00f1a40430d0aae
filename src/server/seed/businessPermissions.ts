import type { RoleSeed } from './roleCatalogue';

const LICENSE_ALL = ['license:read', 'license:create', 'license:update', 'license:delete'];
const WEBHOOK_ALL = ['webhook:read', 'webhook:create', 'webhook:update', 'webhook:delete'];
const TAG_ALL = ['tag:read', 'tag:create', 'tag:update', 'tag:delete', 'tag:apply'];
const QUOTE_WORK = ['quote:read', 'quote:create', 'quote:update'];
const READ_BUSINESS = ['license:read', 'quote:read', 'policy:read'];

/**
 * Permissions on licences, webhooks, tags, quotes and policies per seeded role (spec 001 §6 and 002 §6 leave
 * the matrix out; this is the project's decision, documented in the README). Provider Super Admin and Power
 * User already hold every permission. Policies are written by provider staff only (they are issued from
 * binders by the platform); policyholders read the quotes and policies of their own account.
 */
const BY_ROLE: Readonly<Record<string, readonly string[]>> = {
  'PROVIDER/Customer Success': [...READ_BUSINESS, 'webhook:read', 'tag:read'],
  'PROVIDER/Biz Dev': READ_BUSINESS,
  'PROVIDER/TSM': READ_BUSINESS,
  'PROVIDER/Technician': READ_BUSINESS,
  'PROVIDER/Head of Claims': ['quote:read', 'policy:read'],
  'AGENCY/Agency Admin': [...LICENSE_ALL, ...WEBHOOK_ALL, ...TAG_ALL, ...QUOTE_WORK, 'quote:delete', 'policy:read'],
  'AGENCY/Principal Producer': ['license:read', 'license:create', 'license:update', 'webhook:read', 'tag:read', 'tag:create', 'tag:apply', ...QUOTE_WORK, 'policy:read'],
  'AGENCY/Agent': ['license:read', 'tag:read', 'tag:apply', ...QUOTE_WORK, 'policy:read'],
  'CUSTOMER/Account Admin': ['quote:read', 'policy:read'],
  'CUSTOMER/Risk Manager': ['quote:read', 'policy:read'],
  'CUSTOMER/Policy Holder': ['quote:read', 'policy:read'],
};

/** The role with its business permissions added (no duplicates). */
export function withBusinessPermissions(role: RoleSeed): RoleSeed {
  const extra = BY_ROLE[`${role.accountType}/${role.name}`];
  if (!extra) return role;
  return { ...role, permissions: () => [...new Set([...role.permissions(), ...extra])] };
}
