import { defineResource } from '../../src/shared/resources/declaration';

/** Licences of an agency's agents (spec 001 §3 "Licences", §7 `/api/agency/v1/agent/license`). */
export const agentLicensesResource = defineResource({
  name: 'agentLicenses',
  apiBase: '/api/agency/v1/agent/license',
  sortable: ['number', 'state', 'expirationDate', 'agentLastName', 'created', 'modified'],
  defaultSort: { field: 'expirationDate', direction: 'asc' },
  filterable: ['id', 'state', 'agencyId', 'agentId'],
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
