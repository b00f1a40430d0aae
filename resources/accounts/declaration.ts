import { defineResource } from '../../src/shared/resources/declaration';

/** Client accounts: the organisations that agencies insure (spec 001 §3 "Account (organisation)"). */
export const accountsResource = defineResource({
  name: 'accounts',
  apiBase: '/api/account/v1/account',
  sortable: ['name', 'city', 'state', 'zipCode', 'status', 'created', 'modified'],
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: ['id', 'status', 'state', 'country', 'agencyId'],
  dateFilters: ['created', 'modified'],
  searchable: ['name', 'city', 'cbid'],
  findable: { title: 'name', subtitle: 'agencyName' },
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'account:read',
    get: 'account:read',
    create: 'account:create',
    update: 'account:update',
    delete: 'account:delete',
  },
});
