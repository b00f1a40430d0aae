import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** A key belongs to its maker's organisation: no tenant field to name. */
export const apiKeysFixtures: ResourceFixtures = {
  resource: 'apiKeys',
  validBody: (_tenant, unique) => ({ name: `Fixture Key ${unique}` }),
  invalidBody: () => ({ body: { name: 'k'.repeat(101) }, fields: ['name'] }),
};
