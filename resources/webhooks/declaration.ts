import { defineResource } from '../../src/shared/resources/declaration';

/** An agency's webhooks (spec 001 §3 "Webhook", §7 `/api/webhook/v1`). */
export const webhooksResource = defineResource({
  name: 'webhooks',
  apiBase: '/api/webhook/v1',
  sortable: ['companyName', 'webhookUrl', 'created', 'modified'],
  defaultSort: { field: 'companyName', direction: 'asc' },
  filterable: ['id', 'agencyId'],
  dateFilters: ['created', 'modified'],
  searchable: ['companyName', 'webhookUrl'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'webhook:read',
    get: 'webhook:read',
    create: 'webhook:create',
    update: 'webhook:update',
    delete: 'webhook:delete',
  },
});
