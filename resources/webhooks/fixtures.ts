import type { ResourceFixtures } from '../../src/server/resources/fixtures';

export const webhooksFixtures: ResourceFixtures = {
  resource: 'webhooks',
  validBody: (tenant, unique) => ({ agencyId: tenant.agencyId, companyName: `Fixture Hook ${unique}` }),
  invalidBody: (tenant) => ({
    body: { agencyId: tenant.agencyId, companyName: '', clientId: 'short', webhookUrl: 'not a url' },
    fields: ['companyName', 'clientId', 'webhookUrl'],
  }),
  tenantField: 'agencyId',
};
