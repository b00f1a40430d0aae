import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

export const policiesFixtures: ResourceFixtures = {
  resource: 'policies',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    accountId: tenant.accountId,
    policyNumber: `PF-${unique.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 40),
    product: 'P250',
    status: 'IN FORCE',
    effectiveDate: daysFromToday(-30),
    endDate: daysFromToday(335),
    totalPremium: 2400,
  }),
  invalidBody: (tenant) => ({
    body: {
      agencyId: tenant.agencyId,
      accountId: tenant.accountId,
      product: 'P250',
      status: 'NOT A STATUS',
      effectiveDate: 'yesterday',
    },
    fields: ['status', 'effectiveDate', 'endDate'],
  }),
  tenantField: 'agencyId',
};
