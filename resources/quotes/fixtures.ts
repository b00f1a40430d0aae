import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

export const quotesFixtures: ResourceFixtures = {
  resource: 'quotes',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    accountId: tenant.accountId,
    quoteNumber: `QF-${unique.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40),
    product: 'P100',
    status: 'READY',
    effectiveDate: daysFromToday(14),
  }),
  invalidBody: (tenant) => ({
    body: {
      agencyId: tenant.agencyId,
      accountId: tenant.accountId,
      product: 'P999',
      status: 'READY',
      additionalBrokerFee: 10001,
    },
    fields: ['product', 'additionalBrokerFee'],
  }),
  tenantField: 'agencyId',
};
