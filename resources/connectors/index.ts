import CableIcon from '@mui/icons-material/Cable';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { connectorsMethods } from './console/connectorsMethods';
import { connectorsResource } from './declaration';

/** Connectors: the connector page of a client account (`/{persona}/connectors?accountId=`), loaded on first use. */
export const connectors = defineConsoleResource({
  declaration: connectorsResource,
  personas: ['AGENCY'],
  icon: CableIcon,
  recordRepresentation: 'connectorType',
  views: {
    list: () => import('./console/ConnectorsPage').then((page) => page.ConnectorsPage),
  },
  dataProviderMethods: [connectorsMethods],
});
