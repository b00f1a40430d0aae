import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const tagsFixtures: ResourceFixtures = {
  resource: 'tags',
  validBody: (tenant, unique) => ({ agencyId: tenant.agencyId, name: `Fixture ${unique}`.slice(0, 50) }),
  invalidBody: (tenant) => ({ body: { agencyId: tenant.agencyId, name: 'x'.repeat(51) }, fields: ['name'] }),
  tenantField: 'agencyId',
};
