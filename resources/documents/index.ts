import DescriptionIcon from '@mui/icons-material/Description';
import { defineConsoleExtension } from '../../src/console/registry/consoleExtension';
import { defineConsoleResource } from '../../src/console/registry/consoleResource';
import { documentsResource } from './declaration';
import { lazyDataProviderMethods } from '../../src/console/providers/methods';

/** The documents page (staff: every document; an agency: its own and its clients'; a policyholder: its own). */
export const documents = defineConsoleResource({
  declaration: documentsResource,
  personas: ['AGENCY', 'CUSTOMER', 'MSSP', 'DIGITAL', 'CLUSTER'],
  icon: DescriptionIcon,
  recordRepresentation: 'docName',
  views: {
    list: () => import('./console/DocumentsPage').then((views) => views.DocumentsPage),
  },
  dataProviderMethods: [
    lazyDataProviderMethods(['searchDocuments', 'documentTypes', 'uploadDocument', 'deleteDocument'], () =>
      import('./console/documentsMethods').then((module) => module.documentsMethods),
    ),
  ],
});

/** An account's documents, in its page's Documents tab: their own chunk, loaded when the tab is opened. */
export const accountDocuments = defineConsoleExtension({
  name: 'documents',
  extends: 'accounts',
  slots: { 'show.documents': () => import('./console/AccountDocumentsTab').then((tab) => tab.AccountDocumentsTab) },
});
