import KeyIcon from '@mui/icons-material/VpnKey';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { apiKeysResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** API keys (spec 001 §2 "Access keys": new key display, regenerate, delete), each view its own chunk. */
export const apiKeys = defineConsoleResource({
  declaration: apiKeysResource,
  personas: ['AGENCY'],
  icon: KeyIcon,
  recordRepresentation: 'name',
  views: {
    list: () => import('./ApiKeyList').then((views) => views.ApiKeyList),
    show: () => import('./ApiKeyShow').then((views) => views.ApiKeyShow),
    create: () => import('./ApiKeyForm').then((views) => views.ApiKeyCreate),
    edit: () => import('./ApiKeyForm').then((views) => views.ApiKeyEdit),
  },
  // The organisation's API activity with its graph (/agency/apiActivity), its own chunk; linked from the key list.
  routes: [
    { path: '/apiActivity', load: () => import('./activity/ApiActivityPage').then((page) => page.ApiActivityPage) },
  ],
  dataProviderMethods: [
    lazyDataProviderMethods(['regenerateKey', 'keyActivity'], () =>
      import('./keysMethods').then((module) => module.keysMethods),
    ),
    lazyDataProviderMethods(['activitySummary', 'activityCalls'], () =>
      import('./activity/activityMethods').then((module) => module.activityMethods),
    ),
  ],
});
