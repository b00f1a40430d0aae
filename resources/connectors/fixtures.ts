import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/** A training connection (API key) of the tenant's client account, consent given in the body; the bad one sends a scanner's user and password blank. */
export const connectorsFixtures: ResourceFixtures = {
  resource: 'connectors',
  validBody: (tenant, unique) => ({
    accountId: tenant.accountId,
    connectorType: 'SAFEGUARD',
    apiKey: `key-${unique}`,
    agreement: true,
    provider: 'fixture',
  }),
  invalidBody: (tenant) => ({
    body: { accountId: tenant.accountId, connectorType: 'QUALYSVM', agreement: true, username: '', password: ' ' },
    fields: ['username', 'password'],
  }),
  tenantField: 'accountId',
};
