import { defineResource } from '../../src/shared/resources/declaration';

/** An organisation's API keys (spec 001 §3 "API key", §7 `GET|POST /api/auth/v1/api`, `PUT|DELETE api/{keyId}`). */
export const apiKeysResource = defineResource({
  name: 'apiKeys',
  apiBase: '/api/auth/v1/api',
  sortable: ['name', 'created', 'modified'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id'],
  dateFilters: ['created'],
  searchable: [],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'apikey:read',
    get: 'apikey:read',
    create: 'apikey:create',
    update: 'apikey:update',
    delete: 'apikey:delete',
  },
});

/** Reading the calls made with the organisation's keys (`/api/apiactivity/v1`). */
export const API_ACTIVITY_READ = 'apiactivity:read';
export const API_ACTIVITY_API = '/api/apiactivity/v1';
