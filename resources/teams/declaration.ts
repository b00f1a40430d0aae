import { defineResource } from '../../src/shared/resources/declaration';

/** Teams of an agency (spec 001 §3 "Team"); the synthetic team "All" (id `all`) is never stored. */
export const teamsResource = defineResource({
  name: 'teams',
  apiBase: '/api/auth/v1/teams',
  sortable: ['name', 'agencyName', 'isDefault', 'created', 'modified'],
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: ['id', 'agencyId', 'isDefault'],
  dateFilters: ['created', 'modified'],
  searchable: ['name'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'team:read',
    get: 'team:read',
    create: 'team:create',
    update: 'team:update',
    delete: 'team:delete',
  },
});

/** Spec 000 §2.3: the synthetic team standing for every team. */
export const ALL_TEAM = { id: 'all', name: 'All', isDefault: false } as const;
