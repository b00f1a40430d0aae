import { defineResource } from '../../src/shared/resources/declaration';

/** States per country (spec 001 §3 "State", §7: `GET /api/account/v1/state/search`, `DELETE …/state/{id}`). */
export const statesResource = defineResource({
  name: 'states',
  apiBase: '/api/account/v1/state',
  sortable: ['stateName', 'stateNameAbbrv', 'country'],
  defaultSort: { field: 'stateName', direction: 'asc' },
  filterable: ['id', 'country', 'stateNameAbbrv'],
  dateFilters: [],
  searchable: ['stateName', 'stateNameAbbrv'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'state:read',
    get: 'state:read',
    create: 'state:create',
    update: 'state:update',
    delete: 'state:delete',
  },
});
