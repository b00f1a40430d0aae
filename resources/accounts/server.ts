import accountSchema from '../../schemas/records/account.schema.json';
import { countFigure } from '../../src/server/dashboard/dashboardFigure';
import type { Kysely } from 'kysely';
import { invalid } from '../../src/server/http/apiError';
import { mergeGrants } from '../../src/server/resources/serverExtension';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { normalisePhoneFields } from '../../src/shared/region/phoneNumbers';
import { isRegion } from '../../src/shared/region/regions';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { accountsResource } from './declaration';
import { grants } from './grants';
import { accountDetailsRule } from './quoteImpact/answerRule';
import { registerDetailsCheckRoute } from './quoteImpact/checkRoute';
import { refuseKnownCbid } from './lookup/cbidConflict';
import { seedDirectory } from './lookup/directoryDemo';
import * as directoryMigration from './lookup/migration';
import { registerLookupRoute } from './lookup/lookupRoute';
import { accountActions } from './actions/actions';
import * as actionsMigration from './actions/migration';
import { ACCOUNT_ASSIGN_AGENCY, ACCOUNT_DECLINE, grants as actionGrants } from './actions/permissions';
import { registerAccountActionRoutes } from './actions/routes';
import { assertDeclineByAction } from './actions/declinedStatus';
import * as ownActionsMigration from './ownActions/migration';
import { ACCOUNT_SET_AGENT } from './ownActions/myAgent';
import { registerOwnActionRoutes } from './ownActions/routes';
import { ownGrants } from './ownActions/permissions';
import { registerDomainVerifyRoute } from './domains/verifyRoute';
import { registerAddressValidateRoute } from './address/validateRoute';
import type { Database } from '../../src/server/db/tables';
import type { AccountRecord } from '../../src/shared/generated/records';

/** This resource's records are `AccountRecord`s (what `storeOf('accounts')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    accounts: AccountRecord;
  }
}

export const SELECT_AGENCY = 'Please select a Agency';
export const FOREIGN_AGENCY = 'An account can only be assigned to your own agency.';

const COLUMNS = [
  'id',
  'name',
  'cbid',
  'status',
  'agencyId',
  'teamId',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'phone',
  'policyContactFirstName',
  'policyContactLastName',
  'policyContactEmail',
  'policyContactPhone',
  'isVerifiedByAgent',
  'profileScore',
  'created',
  'modified',
  'version',
  // Kept by the accounts' actions (actions/): the declination and the account's agent.
  'declination',
  'agentEmail',
  'agentFirstName',
  'agentLastName',
  'agentPhone',
  // Kept by the accounts' own actions (ownActions/): my agent, the last scan, the no-primary-domain attestation.
  'myAgencyId',
  'securityScan',
  'scannedAt',
  'noPrimaryDomain',
] as const;

async function assertAgency(db: Kysely<Database>, agencyId: unknown): Promise<void> {
  const agency = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', agencyId as string)
    .where('accountType', '=', 'AGENCY')
    .executeTakeFirst();
  if (!agency) throw invalid([{ field: 'agencyId', detail: SELECT_AGENCY }]);
}

async function assertTeam(db: Kysely<Database>, teamId: unknown, agencyId: unknown): Promise<void> {
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('id', '=', teamId as string)
    .where('agencyId', '=', (agencyId ?? null) as string | null)
    .executeTakeFirst();
  if (!team) throw invalid([{ field: 'teamId', detail: 'Please select a Team' }]);
}

/** Client accounts live in the organisations table with account type CUSTOMER. */
export const accountsServer: ServerResource<AccountRecord> = {
  dashboardFigure: countFigure('accounts'),
  schema: accountSchema,
  grants: mergeGrants(grants, actionGrants, ownGrants),
  declaration: accountsResource,
  table: 'accounts',
  label: 'Account',
  selectRows: (db) =>
    db
      .selectFrom('accounts')
      .leftJoin('accounts as agency', 'agency.id', 'accounts.agencyId')
      .select(COLUMNS.map((c) => `accounts.${c}` as const))
      .select('agency.name as agencyName')
      .where('accounts.accountType', '=', 'CUSTOMER'),
  column: (field) => `accounts.${field}`,
  searchColumn: 'accounts.searchText',
  // Migrations 009 and 012 index each tenant's accounts by name, id.
  countsInDefaultOrder: true,
  // The client accounts themselves: the one client-record rule over their own agency and team columns.
  clientRecord: {
    accountColumn: 'accounts.id',
    self: { agencyColumn: 'accounts.agencyId', teamColumn: 'accounts.teamId' },
  },
  readOnlyFields: [
    'id',
    'created',
    'modified',
    'version',
    'agencyName',
    'accountType',
    'declination',
    'agentEmail',
    'agentFirstName',
    'agentLastName',
    'agentPhone',
    'myAgencyId',
    'securityScan',
    'scannedAt',
    'noPrimaryDomain',
  ],
  // Account details changed after quoting: the quotes it affects are invalidated or referred (quoteImpact/).
  answerRules: { accountDetails: accountDetailsRule },
  routes(app, context) {
    registerDetailsCheckRoute(app, context);
    registerLookupRoute(app, context);
    registerAccountActionRoutes(app, context);
    registerOwnActionRoutes(app, context);
    registerDomainVerifyRoute(app, context);
    registerAddressValidateRoute(app, context);
  },
  // Decline, undecline, update agent (declared actions); contact and assign agency ride on routes.ts (actions/).
  actions: accountActions,
  permissions: [ACCOUNT_DECLINE, ACCOUNT_ASSIGN_AGENCY, ACCOUNT_SET_AGENT],
  // The account lookup's local firmographic directory and its demo companies (lookup/).
  migrations: {
    '20261126_firmographic_directory': directoryMigration,
    '20261126_account_actions': actionsMigration,
    '20261127_account_own_actions': ownActionsMigration,
  },
  seedDemo: seedDirectory,
  async prepareWrite(db, principal, value, existing, environment) {
    // Phones are stored as the account's country numbers them: UK and AU in international form (spec 001 §5).
    const country = isRegion(value.country) ? value.country : 'US';
    const columns: Record<string, unknown> = {
      ...normalisePhoneFields(value, ['phone', 'policyContactPhone'], country),
      accountType: 'CUSTOMER',
    };
    if (isStaff(principal)) {
      if (value.agencyId) await assertAgency(db, value.agencyId);
    } else if (principal.accountType === 'AGENCY') {
      if (value.agencyId && value.agencyId !== principal.accountId)
        throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY }]);
      columns.agencyId = principal.accountId;
    } else {
      // A policyholder may edit its own account but never move it to another agency.
      if ((value.agencyId ?? null) !== (existing?.agencyId ?? null))
        throw invalid([{ field: 'agencyId', detail: FOREIGN_AGENCY }]);
    }
    if (columns.teamId) await assertTeam(db, columns.teamId, columns.agencyId);
    assertDeclineByAction(value, existing);
    // A company found in the lookup becomes one client account (409 for a second one).
    if (!existing) await refuseKnownCbid(db, value.cbid, columns.agencyId ?? value.agencyId, environment.region);
    return columns;
  },
};
// The staff's assign-agency action, which a broker-of-record change runs on the client account (resources/policies/bor).
export { ASSIGN_AGENCY } from './actions/actions';
