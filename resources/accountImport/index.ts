import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { importRoute } from './route';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The bulk upload extends the accounts: its button on the accounts list and its page, each its own chunk. */
export const accountImport = defineConsoleExtension({
  name: 'accountImport',
  extends: 'accounts',
  slots: { 'list.actions': () => import('./BulkUploadButton').then((button) => button.BulkUploadButton) },
  routes: [importRoute],
  dataProviderMethods: [
    lazyDataProviderMethods(['uploadAccounts', 'importJob', 'refusedRows'], () =>
      import('./importMethods').then((module) => module.importMethods),
    ),
  ],
});
