import { defineResource } from '../../src/shared/resources/declaration';

/** Blacklisted domains (spec 001 §2 "blacklist domain; remove domain from blacklist", §7 CRUD on `/api/auth/v1/blacklisteddomains`). */
export const blacklistedDomainsResource = defineResource({
  name: 'blacklistedDomains',
  apiBase: '/api/auth/v1/blacklisteddomains',
  sortable: ['domain', 'created'],
  defaultSort: { field: 'domain', direction: 'asc' },
  filterable: ['id'],
  dateFilters: ['created'],
  searchable: ['domain'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'domain:read',
    get: 'domain:read',
    create: 'domain:create',
    update: 'domain:update',
    delete: 'domain:delete',
  },
});
