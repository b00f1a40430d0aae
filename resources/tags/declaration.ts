import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Tags an agency defines for its accounts (spec 001 §3 "Tag"). The spec shows no path: this project serves
 * them under the account family, `/api/account/v1/tags`.
 */
export const tagsResource = defineResource({
  name: 'tags',
  apiBase: '/api/account/v1/tags',
  sortable: ['name', 'accountCount', 'created', 'modified'],
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: ['id', 'agencyId'],
  dateFilters: ['created', 'modified'],
  searchable: ['name'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'tag:read',
    get: 'tag:read',
    create: 'tag:create',
    update: 'tag:update',
    delete: 'tag:delete',
  },
});
