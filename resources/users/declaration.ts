import { defineResource } from '../../src/shared/resources/declaration';

/** Users of every organisation (spec 001 §3 "User"). */
export const usersResource = defineResource({
  name: 'users',
  apiBase: '/api/auth/v1/users',
  sortable: [
    'firstName',
    'lastName',
    'email',
    'roleName',
    'accountName',
    'enabled',
    'lastLogin',
    'created',
    'modified',
  ],
  defaultSort: { field: 'lastName', direction: 'asc' },
  filterable: ['id', 'accountId', 'accountType', 'roleId', 'enabled'],
  dateFilters: ['created', 'modified', 'lastLogin'],
  searchable: ['firstName', 'lastName', 'email'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'user:read',
    get: 'user:read',
    create: 'user:create',
    update: 'user:update',
    delete: 'user:delete',
  },
});
