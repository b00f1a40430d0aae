/**
 * Documents extend the accounts resource (they are the client file's), as the bulk import does: the documents
 * table and the spec's routes, which read and write through the documents' store (documentStore.ts).
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import * as documentsMigration from './migration';
import * as documentsVersionMigration from './versionMigration';
import { registerDocumentRoutes } from './routes';

export const documentsServer: ServerExtension = {
  name: 'documents',
  extends: 'accounts',
  migrations: {
    '20261206_documents': documentsMigration,
    '20261224_documents_version': documentsVersionMigration,
  },
  routes: registerDocumentRoutes,
};

// What other folders' server code uses of documents: content types, the file store, uploads (their one way in).
export { attachmentName, contentTypeOf } from './contentTypes';
export { fileStoreFromEnv, type FileStore } from './fileStore';
export { acceptUploads, uploadedForm } from './uploadedForm';
export { prepareGeneratedDocument } from './generatedDocument';
