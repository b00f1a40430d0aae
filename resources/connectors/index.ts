import CableIcon from '@mui/icons-material/Cable';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { connectorsResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** Connectors: the connector page of a client account (`/{persona}/connectors?accountId=`), loaded on first use. */
export const connectors = defineConsoleResource({
  declaration: connectorsResource,
  personas: ['AGENCY'],
  icon: CableIcon,
  recordRepresentation: 'connectorType',
  views: {
    list: () => import('./console/ConnectorsPage').then((page) => page.ConnectorsPage),
  },
  dataProviderMethods: [
    lazyDataProviderMethods(
      [
        'connectorCatalogue',
        'connections',
        'connectorConsent',
        'connectorAccounts',
        'awsRegions',
        'giveConnectorConsent',
        'addConnection',
        'removeConnection',
      ],
      () => import('./console/connectorsMethods').then((module) => module.connectorsMethods),
    ),
  ],
});
