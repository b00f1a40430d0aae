import { defineResource } from '../../src/shared/resources/declaration';

/** Roles per account type with their permission strings (spec 001 §6). */
export const rolesResource = defineResource({
  name: 'roles',
  apiBase: '/api/auth/v1/roles',
  sortable: ['name', 'accountType', 'realm', 'created', 'modified'],
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: ['id', 'accountType', 'realm'],
  dateFilters: ['created', 'modified'],
  searchable: ['name'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'role:read',
    get: 'role:read',
    create: 'role:create',
    update: 'role:update',
    delete: 'role:delete',
  },
});

export const ROLE_REALMS = ['ACCOUNT', 'TEAM'] as const;
