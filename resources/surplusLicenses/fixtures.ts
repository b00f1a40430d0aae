import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const surplusLicensesFixtures: ResourceFixtures = {
  resource: 'surplusLicenses',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    brokerFirstName: 'Fixture',
    brokerLastName: 'Broker',
    brokerEmail: `broker.${unique.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}@example.test`,
    surplusLicenseNumber: `SL ${unique.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 30),
    surplusLinesState: 'TX',
  }),
  invalidBody: (tenant) => ({
    body: {
      agencyId: tenant.agencyId,
      brokerFirstName: 'B0b',
      brokerLastName: 'Broker',
      brokerEmail: 'not-an-email',
      surplusLicenseNumber: 'SL#1',
      surplusLinesState: 'TX',
    },
    fields: ['brokerFirstName', 'brokerEmail', 'surplusLicenseNumber'],
  }),
  tenantField: 'agencyId',
};
