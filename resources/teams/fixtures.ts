import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const teamsFixtures: ResourceFixtures = {
  resource: 'teams',
  validBody: (tenant, unique) => ({ name: `Fixture Team ${unique}`, agencyId: tenant.agencyId }),
  invalidBody: (tenant) => ({
    body: { name: '', agencyId: tenant.agencyId, isDefault: 'yes' },
    fields: ['name', 'isDefault'],
  }),
  tenantField: 'agencyId',
};
