import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** The blacklist is the provider's catalogue, owned by no tenant. */
export const blacklistedDomainsFixtures: ResourceFixtures = {
  resource: 'blacklistedDomains',
  shared: true,
  validBody: (_tenant, unique) => ({ domain: `fixture-${unique.toLowerCase().replace(/[^a-z0-9-]/g, '')}.example` }),
  invalidBody: () => ({ body: { domain: 'not a domain' }, fields: ['domain'] }),
};
