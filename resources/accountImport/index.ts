import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { importMethods } from './importMethods';
import { importRoute } from './route';

/** The bulk upload extends the accounts: its button on the accounts list and its page, each its own chunk. */
export const accountImport = defineConsoleExtension({
  name: 'accountImport',
  extends: 'accounts',
  slots: { 'list.actions': () => import('./BulkUploadButton').then((button) => button.BulkUploadButton) },
  routes: [importRoute],
  dataProviderMethods: [importMethods],
});
