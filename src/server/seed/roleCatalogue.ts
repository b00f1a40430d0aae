import { SERVER_RESOURCES } from '../resources/registry';
import { withBusinessPermissions } from './businessPermissions';
import { withOrganisationPermissions } from './organisationPermissions';
import { withClaimPermissions } from './claimPermissions';

/** Every permission the API knows, derived from the resource declarations. */
export const allPermissions = (): string[] =>
  [...new Set(SERVER_RESOURCES.flatMap((r) => Object.values(r.declaration.permissions)))].sort();

const ACCOUNT_READ = ['account:read'];
const ACCOUNT_WRITE = ['account:read', 'account:create', 'account:update'];

export interface RoleSeed {
  name: string;
  accountType: string;
  realm: 'ACCOUNT' | 'TEAM';
  permissions: () => string[];
}

/**
 * The roles every installation starts with, per account type (spec 001 §6). Internal roles belong to the
 * provider's staff; agency and customer roles to their organisations. The full matrix is not in the spec:
 * this is the project's decision, documented in the README.
 */
export const ROLE_CATALOGUE: readonly RoleSeed[] = ([
  { name: 'Super Admin', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: allPermissions },
  { name: 'Power User', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: allPermissions },
  { name: 'Customer Success', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: () => ACCOUNT_WRITE },
  { name: 'Biz Dev', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  { name: 'TSM', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  { name: 'Technician', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  { name: 'Head of Claims', accountType: 'PROVIDER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  { name: 'Agency Admin', accountType: 'AGENCY', realm: 'ACCOUNT', permissions: () => [...ACCOUNT_WRITE, 'account:delete'] },
  { name: 'Principal Producer', accountType: 'AGENCY', realm: 'ACCOUNT', permissions: () => ACCOUNT_WRITE },
  { name: 'Agent', accountType: 'AGENCY', realm: 'TEAM', permissions: () => ACCOUNT_WRITE },
  { name: 'Account Admin', accountType: 'CUSTOMER', realm: 'ACCOUNT', permissions: () => ['account:read', 'account:update'] },
  { name: 'Risk Manager', accountType: 'CUSTOMER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  { name: 'Policy Holder', accountType: 'CUSTOMER', realm: 'ACCOUNT', permissions: () => ACCOUNT_READ },
  // The other organisations' administrators: no resource permission until their tenancy is declared.
  ...(['DIGITAL', 'MSSP', 'CARRIER', 'VENDOR', 'CLUSTER', 'RE_INSURER', 'PREMIUM_PROCESSOR', 'POOL'] as const).map(
    (accountType) => ({ name: 'Administrator', accountType, realm: 'ACCOUNT' as const, permissions: (): string[] => [] }),
  ),
] satisfies RoleSeed[]).map(withBusinessPermissions).map(withOrganisationPermissions).map(withClaimPermissions);
