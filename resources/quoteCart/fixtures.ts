import type { ResourceFixtures } from '../../src/server/resources/fixtures';

/**
 * Cart entries for the generated suites. The demo tenant accounts are quotable (demo.ts: profile scores and MA/CO
 * licences), and an entry is priced from a complete calculator request.
 */
export const quoteCartFixtures: ResourceFixtures = {
  resource: 'quoteCart',
  validBody: (tenant) => ({
    accountId: tenant.accountId,
    calculator: { product: 'P100', naicsCode: 541511, revenue: 2_000_000 },
  }),
  invalidBody: (tenant) => ({
    body: { accountId: tenant.accountId, presetName: 'x'.repeat(61), calculator: 'P100' },
    fields: ['presetName', 'calculator'],
  }),
  tenantField: 'accountId',
};
