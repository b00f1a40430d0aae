import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Connectors (spec 001 §3 "Connector connection", §7 `/api/connector/v1`): a client account's connections to its
 * security tools. The spec's paths (`GET|POST connections`, `DELETE connections/{id}`, …) live in specRoutes.ts;
 * the store's own family `connection` (`connection/search`, `POST connection`, `GET|PUT|DELETE connection/{id}`,
 * history) are their aliases, as for every resource.
 */
export const connectorsResource = defineResource({
  name: 'connectors',
  apiBase: '/api/connector/v1/connection',
  sortable: ['created', 'modified', 'connectorType', 'connectorStatus'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id', 'accountId', 'connectorType', 'connectorStatus', 'connectorId'],
  dateFilters: ['created'],
  searchable: [],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'connector:read',
    get: 'connector:read',
    create: 'connector:create',
    update: 'connector:update',
    delete: 'connector:delete',
  },
});

/** The root of the family's spec paths. */
export const CONNECTOR_API = '/api/connector/v1';
