import type { AccountType } from '../../shared/accountTypes';
import { permissionsOf } from '../resources/registry';
import type { ServerResource } from '../resources/resourceStore';

export interface RoleSeed {
  name: string;
  accountType: AccountType;
  realm: 'ACCOUNT' | 'TEAM';
  permissions: string[];
}

/** The roles every installation starts with, per account type (spec 001 §6), before any permission. */
const ROLES: readonly Omit<RoleSeed, 'permissions'>[] = [
  { name: 'Super Admin', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Power User', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Customer Success', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Biz Dev', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'TSM', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Technician', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Head of Claims', accountType: 'PROVIDER', realm: 'ACCOUNT' },
  { name: 'Agency Admin', accountType: 'AGENCY', realm: 'ACCOUNT' },
  { name: 'Principal Producer', accountType: 'AGENCY', realm: 'ACCOUNT' },
  { name: 'Agent', accountType: 'AGENCY', realm: 'TEAM' },
  { name: 'Account Admin', accountType: 'CUSTOMER', realm: 'ACCOUNT' },
  { name: 'Risk Manager', accountType: 'CUSTOMER', realm: 'ACCOUNT' },
  { name: 'Policy Holder', accountType: 'CUSTOMER', realm: 'ACCOUNT' },
  // The other organisations' administrators: their read grants are in resources/organisations/grants.ts.
  ...(['DIGITAL', 'MSSP', 'CARRIER', 'VENDOR', 'CLUSTER', 'RE_INSURER', 'PREMIUM_PROCESSOR', 'POOL'] as const).map(
    (accountType) => ({
      name: 'Administrator',
      accountType,
      realm: 'ACCOUNT' as const,
    }),
  ),
];

/** Roles that hold every permission the API knows. */
const HOLD_EVERYTHING = new Set(['PROVIDER/Super Admin', 'PROVIDER/Power User']);

/**
 * The seeded roles with their permissions: Super Admin and Power User hold every permission; every other role
 * holds what each resource grants it (`grants` in the resource's folder). The full matrix is not in the spec:
 * it is the project's decision, documented in docs/decisions/platform.md.
 */
export function roleCatalogue(resources: readonly ServerResource[]): RoleSeed[] {
  const everything = permissionsOf(resources);
  return ROLES.map((role) => {
    const key = `${role.accountType}/${role.name}`;
    const granted = HOLD_EVERYTHING.has(key)
      ? everything
      : resources.flatMap((resource) => resource.grants?.[key] ?? []);
    return { ...role, permissions: [...new Set(granted)].sort() };
  });
}

/** Grants for a catalogue every staff and agency role reads (Super Admin and Power User hold everything anyway). */
export function grantedToStaffAndAgencies(permissions: readonly string[]): Readonly<Record<string, readonly string[]>> {
  const keys = ROLES.filter(
    (role) =>
      (role.accountType === 'PROVIDER' || role.accountType === 'AGENCY') &&
      !HOLD_EVERYTHING.has(`${role.accountType}/${role.name}`),
  );
  return Object.fromEntries(keys.map((role) => [`${role.accountType}/${role.name}`, permissions]));
}
