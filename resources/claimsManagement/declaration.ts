import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Claims management (spec 001 §3, §7 `/api/claimsmgmt/v1`): the provider's claim files, each the handling of one
 * loss of a client account. The family is `claimsFile`: `GET claimsFile` (the spec's list), `claimsFile/search`,
 * `POST claimsFile`, `GET|PUT|DELETE claimsFile/{id}`; the file's own parts and actions hang below it.
 */
export const claimsManagementResource = defineResource({
  name: 'claimsManagement',
  apiBase: '/api/claimsmgmt/v1/claimsFile',
  sortable: [
    'reportedDate',
    'incidentDate',
    'closedDate',
    'claimNumber',
    'status',
    'severity',
    'incidentType',
    'created',
    'modified',
  ],
  defaultSort: { field: 'reportedDate', direction: 'desc' },
  filterable: [
    'id',
    'accountId',
    'policyId',
    'claimId',
    'status',
    'severity',
    'incidentType',
    'litigationStatus',
    'handlerId',
    'hasClaimNumber',
  ],
  dateFilters: ['reportedDate', 'incidentDate', 'closedDate', 'created', 'modified'],
  searchable: ['claimNumber', 'description'],
  findable: { title: 'claimNumber', subtitle: 'description' },
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'claimfile:read',
    get: 'claimfile:read',
    create: 'claimfile:create',
    update: 'claimfile:update',
    delete: 'claimfile:delete',
  },
});

/** The root of the family's other paths (statuses, severity, lossrun, graphs, panel/subcategories). */
export const CLAIMS_MGMT_ROOT = '/api/claimsmgmt/v1';

export const CLAIM_FILE_STATUSES = ['OPEN', 'NOTICE_ONLY', 'CLOSED', 'REOPENED'] as const;
export const SEVERITIES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export const INCIDENT_TYPES = [
  'RANSOMWARE',
  'BUSINESS_EMAIL_COMPROMISE',
  'FUNDS_TRANSFER_FRAUD',
  'DATA_BREACH',
  'DENIAL_OF_SERVICE',
  'MALWARE',
  'SOCIAL_ENGINEERING',
  'SYSTEM_FAILURE',
  'MEDIA_LIABILITY',
  'OTHER',
] as const;
export const LITIGATION_STATUSES = ['NONE', 'THREATENED', 'IN_LITIGATION', 'SETTLED'] as const;
/** The five reserve kinds of spec 001 §3. */
export const RESERVE_TYPES = [
  'firstPartyExpense',
  'firstPartyLoss',
  'lossAdjustment',
  'thirdPartyLoss',
  'thirdPartyExpense',
] as const;
