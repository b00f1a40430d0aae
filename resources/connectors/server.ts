import type { ServerResource } from '../../src/server/resources/resourceStore';
import { connectionSchema } from './apiSchemas';
import { connectorsResource } from './declaration';
import { grants } from './grants';
import * as migration from './migration';
import { selectConnections } from './rows';
import { connectorSpecPaths } from './specRoutes';
import { connectionColumns, validateConnection } from './writeRules';

/** Connections belong to a client account: scoped by the one client-record rule (docs/architecture/tenancy.md "Tenancy of client records"). */
export const connectorsServer: ServerResource = {
  schema: connectionSchema as never,
  declaration: connectorsResource,
  table: 'connectorConnections',
  label: 'Connector',
  grants,
  migrations: { '20261214_connector_connections': migration },
  routes: connectorSpecPaths,
  selectRows: selectConnections,
  column: (field) => `connectorConnections.${field}`,
  clientRecord: { accountColumn: 'connectorConnections.accountId' },
  readOnlyFields: [
    'id',
    'connectorId',
    'connectorStatus',
    'connectedAt',
    'created',
    'modified',
    'version',
    'accountName',
    'agencyId',
    'hasCredentials',
  ],
  validate: (value, existing) => validateConnection(value, existing),
  prepareWrite: (db, principal, value, existing, _environment, reveal) =>
    connectionColumns(db, principal, value, existing, reveal),
};
