import agencyLicenseSchema from '../../schemas/records/agencyLicense.schema.json';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { agencyLicenseSpecPaths } from './specRoutes';
import { agencyOwnedScope, dayColumn, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { EXPIRED_LICENSE, isBeforeToday } from '../../src/shared/dates/today';
import { agencyLicensesResource } from './declaration';
import { grants } from './grants';
import type { AgencyLicenseRecord } from '../../src/shared/generated/records';

/** This resource's records are `AgencyLicenseRecord`s (what `storeOf('agencyLicenses')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    agencyLicenses: AgencyLicenseRecord;
  }
}

const COLUMNS = [
  'id',
  'agencyId',
  'npn',
  'number',
  'state',
  'activeResidentState',
  'created',
  'modified',
  'version',
] as const;

/** Refuses an expiry before today; a schema cannot know the date, so the server checks it on every write. */
export function assertNotExpired(value: Record<string, unknown>, field = 'expirationDate'): void {
  if (isBeforeToday(value[field])) throw invalid([{ field, detail: EXPIRED_LICENSE }]);
}

export const agencyLicensesServer: ServerResource = {
  schema: agencyLicenseSchema,
  routes: agencyLicenseSpecPaths,
  grants,
  declaration: agencyLicensesResource,
  table: 'agencyLicenses',
  label: 'License',
  selectRows: (db) =>
    db
      .selectFrom('agencyLicenses')
      .innerJoin('accounts as agency', 'agency.id', 'agencyLicenses.agencyId')
      .select(COLUMNS.map((c) => `agencyLicenses.${c}` as const))
      .select(dayColumn('agencyLicenses.expirationDate', 'expirationDate'))
      .select('agency.name as agencyName'),
  column: (field) => (field === 'agencyName' ? 'agency.name' : `agencyLicenses.${field}`),
  searchColumn: 'agencyLicenses.searchText',
  scope: (principal) => agencyOwnedScope(principal, 'agencyLicenses.agencyId'),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName'],
  async prepareWrite(db, principal, value, existing) {
    assertNotExpired(value);
    return { ...value, agencyId: await owningAgency(db, principal, value, existing) };
  },
};
