import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** An agency user in the given team, with the agency role the tenant context names. */
export const usersFixtures: ResourceFixtures = {
  resource: 'users',
  validBody: (tenant, unique) => ({
    firstName: 'Fixture',
    lastName: `User ${unique}`,
    email: `fixture.${unique.toLowerCase().replace(/[^a-z0-9]/g, '')}@fixture.test`,
    accountId: tenant.agencyId,
    roleId: tenant.agencyRoleId,
    teamIds: [tenant.teamId],
  }),
  invalidBody: (tenant) => ({
    body: { firstName: '', lastName: 'Bad', email: 'not-an-email', accountId: tenant.agencyId },
    fields: ['firstName', 'email', 'roleId'],
  }),
  tenantField: 'accountId',
};
