import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Quotes (spec 002 §3 "Quote", §7 `/api/quote/v1`). The list is the agency dashboard's quotes table
 * (spec 002 §2): default sort modified descending, page sizes 25/50/100.
 */
export const quotesResource = defineResource({
  name: 'quotes',
  apiBase: '/api/quote/v1',
  sortable: ['effectiveDate', 'modified', 'companyName', 'quoteNumber', 'status', 'product', 'totalPremium', 'created'],
  defaultSort: { field: 'modified', direction: 'desc' },
  // isPaid: the dashboard's binders by payment (paid, need payment).
  filterable: ['id', 'status', 'isRenewal', 'isPaid', 'product', 'agencyId', 'accountId', 'teamId'],
  dateFilters: ['effectiveDate', 'created', 'modified'],
  searchable: ['quoteNumber', 'companyName', 'product', 'customerEmail'],
  findable: { title: 'quoteNumber', subtitle: 'companyName' },
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'quote:read',
    get: 'quote:read',
    create: 'quote:create',
    update: 'quote:update',
    delete: 'quote:delete',
  },
});
