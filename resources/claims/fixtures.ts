import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** US-region claim bodies (the generated suites run the US demo data). */
export const claimsFixtures: ResourceFixtures = {
  resource: 'claims',
  validBody: (tenant, unique) => ({
    accountId: tenant.accountId,
    name: `Reporter ${unique}`,
    isRightContact: true,
    address: '1 Loss Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    lossDescription: 'Ransomware encrypted the file server',
  }),
  invalidBody: (tenant) => ({
    body: {
      accountId: tenant.accountId,
      name: 'Reporter',
      isRightContact: false,
      address: '1 Loss Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '00000',
      lossDescription: 'x',
    },
    fields: ['zipCode', 'contactName', 'contactEmail', 'contactPhone'],
  }),
};
