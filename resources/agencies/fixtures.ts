import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** An agency is itself the tenant: a new one belongs to no existing tenant, so there is no tenant field. */
export const agenciesFixtures: ResourceFixtures = {
  resource: 'agencies',
  validBody: (_tenant, unique) => ({
    name: `Fixture Agency ${unique}`,
    hostname: `fixture-${unique.toLowerCase().replace(/[^a-z0-9]/g, '')}`,
    npn: '1234567890',
    additionalBrokerFee: 250,
    enforceMFA: true,
  }),
  invalidBody: () => ({
    body: { name: 'Bad Agency', npn: '12345678901', additionalBrokerFee: 10001 },
    fields: ['hostname', 'npn', 'additionalBrokerFee'],
  }),
};
