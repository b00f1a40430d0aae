import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const commissionsFixtures: ResourceFixtures = {
  resource: 'commissions',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    commissionsAmount: 125.5,
    description: `Fixture payment ${unique}`,
  }),
  invalidBody: (tenant) => ({
    body: { agencyId: tenant.agencyId, commissionsAmount: 0.5, description: '' },
    fields: ['commissionsAmount', 'description'],
  }),
  tenantField: 'agencyId',
};
