import type { ResourceFixtures } from '../../src/server/resources/fixtures';
import { daysFromToday } from '../../src/shared/dates/today';

/** A claim file of the tenant's client account; the bad one has an unknown incident type and no reported date. */
export const claimsManagementFixtures: ResourceFixtures = {
  resource: 'claimsManagement',
  validBody: (tenant, unique) => ({
    accountId: tenant.accountId,
    incidentType: 'DATA_BREACH',
    severity: 'MEDIUM',
    reportedDate: daysFromToday(-1),
    description: `Fixture loss ${unique}`,
  }),
  invalidBody: (tenant) => ({
    body: { accountId: tenant.accountId, incidentType: 'METEOR', severity: 'LOW' },
    fields: ['incidentType', 'reportedDate'],
  }),
};
