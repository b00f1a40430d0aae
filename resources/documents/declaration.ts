import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Documents as the console knows them: a menu entry and its page (console/DocumentsPage), and as their store
 * (documentStore.ts) lists them: sort, filters, search. The page calls the spec's `/api/docs/v1` paths (routes.ts),
 * and reads and writes need the accounts' permissions (a document is the client file's).
 */
export const documentsResource = defineResource({
  name: 'documents',
  apiBase: '/api/docs/v1',
  sortable: ['created'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['accountId', 'agencyId', 'docType'],
  dateFilters: [],
  searchable: ['docName', 'fileName'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'account:read',
    get: 'account:read',
    create: 'account:update',
    update: 'account:update',
    delete: 'account:update',
  },
});
