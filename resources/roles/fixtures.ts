import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** Roles belong to an account type, not a tenant: no tenant field. */
export const rolesFixtures: ResourceFixtures = {
  resource: 'roles',
  shared: true,
  validBody: (_tenant, unique) => ({
    name: `Fixture Role ${unique}`,
    accountType: 'AGENCY',
    realm: 'ACCOUNT',
    permissions: ['account:read'],
  }),
  invalidBody: () => ({
    body: { name: '', accountType: 'NOT_A_TYPE', permissions: ['no colon'] },
    fields: ['name', 'accountType', 'permissions.0'],
  }),
};
