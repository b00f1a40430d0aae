import { defineResource } from '../../src/shared/resources/declaration';

/** An agency's state licences (spec 001 §3 "Licences", §7 `/api/agency/v1/license`). */
export const agencyLicensesResource = defineResource({
  name: 'agencyLicenses',
  apiBase: '/api/agency/v1/license',
  sortable: ['number', 'state', 'expirationDate', 'agencyName', 'created', 'modified'],
  defaultSort: { field: 'expirationDate', direction: 'asc' },
  filterable: ['id', 'state', 'agencyId'],
  dateFilters: ['expirationDate', 'created', 'modified'],
  searchable: ['number', 'state', 'npn'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'license:read',
    get: 'license:read',
    create: 'license:create',
    update: 'license:update',
    delete: 'license:delete',
  },
});
