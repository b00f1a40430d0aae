import surplusLicenseSchema from '../../schemas/records/surplusLicense.schema.json';
import { invalid } from '../../src/server/http/apiError';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { surplusLicenseSpecPaths } from './specRoutes';
import { agencyOwnedScope, owningAgency } from '../../src/server/tenancy/agencyOwned';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { SIGNATURE_STATES, surplusLicensesResource } from './declaration';
import type { SurplusLicenseRecord } from '../../src/shared/generated/records';

/** This resource's records are `SurplusLicenseRecord`s (what `storeOf('surplusLicenses')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    surplusLicenses: SurplusLicenseRecord;
  }
}

export const SIGNATURE_STAFF_ONLY = 'Only provider staff can mark the signature as on file.';
export const SIGNATURE_STATE_ONLY = 'A signature on file applies only to LA and MT.';

const COLUMNS = [
  'id',
  'agencyId',
  'brokerFirstName',
  'brokerLastName',
  'brokerEmail',
  'surplusLicenseNumber',
  'surplusLinesState',
  'signatureOnFile',
  'created',
  'modified',
  'version',
] as const;

export const surplusLicensesServer: ServerResource = {
  schema: surplusLicenseSchema,
  routes: surplusLicenseSpecPaths,
  declaration: surplusLicensesResource,
  table: 'surplusLicenses',
  label: 'Surplus License',
  selectRows: (db) =>
    db
      .selectFrom('surplusLicenses')
      .innerJoin('accounts as agency', 'agency.id', 'surplusLicenses.agencyId')
      .select(COLUMNS.map((c) => `surplusLicenses.${c}` as const))
      .select('agency.name as agencyName'),
  column: (field) => `surplusLicenses.${field}`,
  searchColumn: 'surplusLicenses.searchText',
  scope: (principal) => agencyOwnedScope(principal, 'surplusLicenses.agencyId'),
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyName'],
  async prepareWrite(db, principal, value, existing) {
    const columns: Record<string, unknown> = { ...value, agencyId: await owningAgency(db, principal, value, existing) };
    const signing = value.signatureOnFile === true;
    // The console hides the checkbox; the server refuses it too, and only a change is judged (an agency
    // user may still edit a licence that staff marked).
    if (signing && !isStaff(principal) && existing?.signatureOnFile !== true)
      throw invalid([{ field: 'signatureOnFile', detail: SIGNATURE_STAFF_ONLY }]);
    if (signing && !SIGNATURE_STATES.includes(String(value.surplusLinesState))) {
      throw invalid([{ field: 'signatureOnFile', detail: SIGNATURE_STATE_ONLY }]);
    }
    columns.signatureOnFile = signing;
    return columns;
  },
};
