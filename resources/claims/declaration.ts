import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Claims, first notice of loss (spec 001 §3 Claim, §4, §7 `/api/claims/v1`). `form` names the form in
 * schemas/forms/claim: a claim is answered under a version of that form and validated against it.
 */
export const claimsResource = defineResource({
  name: 'claims',
  apiBase: '/api/claims/v1',
  form: 'claim',
  sortable: ['created', 'modified', 'status', 'claimNumber', 'name'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id', 'status', 'accountId'],
  dateFilters: ['created', 'modified'],
  searchable: ['name', 'claimNumber'],
  findable: { title: 'claimNumber', subtitle: 'name' },
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'claim:read',
    get: 'claim:read',
    create: 'claim:create',
    update: 'claim:update',
    delete: 'claim:delete',
  },
});

/** The claim filing path of spec 001 §7: a new claim is posted here (routes.ts), not to `apiBase`. */
export const CLAIM_FILING_PATH = '/api/policy/v1/claim';

/** The form every claim is answered with. */
export const CLAIM_FORM = 'claim';
export const CLAIM_STATUSES = ['UN_FILED', 'FILED'] as const;
