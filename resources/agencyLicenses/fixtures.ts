import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

export const agencyLicensesFixtures: ResourceFixtures = {
  resource: 'agencyLicenses',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    number: `AL ${unique.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 30),
    state: 'TX',
    expirationDate: daysFromToday(365),
  }),
  invalidBody: (tenant) => ({
    body: { agencyId: tenant.agencyId, number: 'AL-12#', state: 'ZZ', expirationDate: daysFromToday(30) },
    fields: ['number', 'state'],
  }),
  tenantField: 'agencyId',
};
