import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const accountsFixtures: ResourceFixtures = {
  resource: 'accounts',
  validBody: (tenant, unique) => ({
    name: `Fixture Account ${unique}`,
    agencyId: tenant.agencyId,
    country: 'US',
    address1: '1 Fixture Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  }),
  invalidBody: (tenant) => ({
    body: {
      name: '',
      agencyId: tenant.agencyId,
      country: 'US',
      address1: '1 Fixture Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '00000',
    },
    fields: ['name', 'zipCode'],
  }),
  tenantField: 'agencyId',
};
