import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Policies (spec 002 §3 "Policy", §7 `/api/policy/v1`). The list is the agency dashboard's policies table
 * (spec 002 §2): default sort endDate ascending, page sizes 25/50/100.
 */
export const policiesResource = defineResource({
  name: 'policies',
  apiBase: '/api/policy/v1',
  sortable: [
    'endDate',
    'effectiveDate',
    'companyName',
    'policyNumber',
    'status',
    'product',
    'totalPremium',
    'created',
    'modified',
  ],
  defaultSort: { field: 'endDate', direction: 'asc' },
  filterable: ['id', 'status', 'isOpenForRenewal', 'product', 'agencyId', 'accountId', 'teamId'],
  dateFilters: ['endDate', 'effectiveDate', 'created', 'modified'],
  searchable: ['policyNumber', 'companyName', 'product', 'quoteNumber'],
  findable: { title: 'policyNumber', subtitle: 'companyName' },
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'policy:read',
    get: 'policy:read',
    create: 'policy:create',
    update: 'policy:update',
    delete: 'policy:delete',
  },
});
