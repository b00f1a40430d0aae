import { defineResource } from '../../src/shared/resources/declaration';

/**
 * A tag selected on an account (spec 001 §3: "A tag can be selected or not selected on an account").
 * Selecting creates the pair, unselecting deletes it: the toggle is two plain resource calls.
 */
export const accountTagsResource = defineResource({
  name: 'accountTags',
  apiBase: '/api/account/v1/tags/account',
  sortable: ['tagName', 'created'],
  defaultSort: { field: 'tagName', direction: 'asc' },
  filterable: ['id', 'accountId', 'tagId', 'agencyId'],
  dateFilters: ['created'],
  searchable: ['tagName'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'tag:read',
    get: 'tag:read',
    create: 'tag:apply',
    update: 'tag:apply',
    delete: 'tag:apply',
  },
});
