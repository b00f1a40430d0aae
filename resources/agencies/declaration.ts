import { defineResource } from '../../src/shared/resources/declaration';

/** Agencies: AGENCY organisations, administered by staff (spec 001 §3 "Agency"). */
export const agenciesResource = defineResource({
  name: 'agencies',
  apiBase: '/api/auth/v1/admin/agencies',
  sortable: ['name', 'hostname', 'npn', 'created', 'modified'],
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: ['id', 'enforceMFA'],
  dateFilters: ['created', 'modified'],
  searchable: ['name', 'hostname'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'agency:read',
    get: 'agency:read',
    create: 'agency:create',
    update: 'agency:update',
    delete: 'agency:delete',
  },
});
