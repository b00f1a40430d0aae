import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

/** Needs `tenant.agentUserId` (a user of the agency): an agent licence names its agent. */
export const agentLicensesFixtures: ResourceFixtures = {
  resource: 'agentLicenses',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    agentId: tenant.agentUserId,
    number: `AG ${unique.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 30),
    state: 'TX',
    expirationDate: daysFromToday(365),
  }),
  invalidBody: (tenant) => ({
    body: { agencyId: tenant.agencyId, number: 'AG_1!', state: 'TX' },
    fields: ['agentId', 'number', 'expirationDate'],
  }),
  tenantField: 'agencyId',
};
