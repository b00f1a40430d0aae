import claimFileSchema from '../../schemas/records/claimFile.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { claimFileActions } from './actions';
import { claimsManagementResource } from './declaration';
import { seedDemoClaimFiles } from './demo';
import { grants } from './grants';
import * as migration from './migration';
import { presentClaimFile, selectClaimFiles } from './rows';
import { claimsManagementSpecPaths } from './specRoutes';
import { claimFileColumns, validateClaimFile } from './writeRules';
import type { ClaimFileRecord } from '../../src/shared/generated/records';

/** This resource's records are `ClaimFileRecord`s (what `storeOf('claimsManagement')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    claimsManagement: ClaimFileRecord;
  }
}

/** Claim files belong to a client account: scoped by the one client-record rule (docs/architecture/tenancy.md "Tenancy of client records"). */
export const claimsManagementServer: ServerResource = {
  schema: claimFileSchema,
  declaration: claimsManagementResource,
  table: 'claimFiles',
  label: 'Claim file',
  grants,
  migrations: { '20261213_claim_files': migration },
  actions: claimFileActions,
  routes: claimsManagementSpecPaths,
  seedDemo: seedDemoClaimFiles,
  selectRows: selectClaimFiles,
  column: (field) => `claimFiles.${field}`,
  searchColumn: 'claimFiles.searchText',
  clientRecord: { accountColumn: 'claimFiles.accountId' },
  present: presentClaimFile,
  readOnlyFields: [
    'id',
    'claimId',
    'hasClaimNumber',
    'status',
    'closedDate',
    'created',
    'modified',
    'version',
    'accountName',
    'agencyId',
    'policyNumber',
    'attachedClaimNumber',
    'handlerEmail',
    'handlerName',
    'reserves',
    'totalReserve',
    'invoicedTotal',
    'paidTotal',
    'openTasks',
  ],
  validate: validateClaimFile,
  prepareWrite: (db, principal, value, existing) => claimFileColumns(db, principal, value, existing),
};
