import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Commissions (spec 001 §3 "Commission and payment records", §7 `/api/commissions/v1`). The records of the
 * resource are the commission payments staff apply to an agency (`POST /payment`); the statements and the
 * aggregate are read from the policies (routes.ts).
 */
export const commissionsResource = defineResource({
  name: 'commissions',
  apiBase: '/api/commissions/v1',
  sortable: ['created', 'commissionsAmount', 'agencyName'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id', 'agencyId'],
  dateFilters: ['created'],
  searchable: [],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'commission:read',
    get: 'commission:read',
    create: 'commission:pay',
    update: 'commission:manage',
    delete: 'commission:manage',
  },
});
