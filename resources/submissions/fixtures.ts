import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

export const submissionsFixtures: ResourceFixtures = {
  resource: 'submissions',
  validBody: (tenant, unique) => ({
    agencyId: tenant.agencyId,
    accountId: tenant.accountId,
    msgId: `msg-${unique}`,
    status: 'readyToQuote',
    expiryDate: daysFromToday(30),
    quotedPremium: 1200,
  }),
  invalidBody: (tenant) => ({
    body: {
      agencyId: tenant.agencyId,
      accountId: tenant.accountId,
      status: 'approved',
      expiryDate: '2026-02-30',
      quotedPremium: -1,
    },
    fields: ['status', 'expiryDate', 'quotedPremium'],
  }),
  tenantField: 'agencyId',
};
