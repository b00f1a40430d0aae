/**
 * Documents extend the accounts resource (they are the client file's), as the bulk import does: the documents
 * table and routes.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import * as documentsMigration from './migration';
import { registerDocumentRoutes } from './routes';

export const documentsServer: ServerExtension = {
  name: 'documents',
  extends: 'accounts',
  migrations: { '20261206_documents': documentsMigration },
  routes: registerDocumentRoutes,
};

// What other folders' server code uses of documents: content types, the file store, uploads (their one way in).
export { attachmentName, contentTypeOf } from './contentTypes';
export { fileStoreFromEnv, type FileStore } from './fileStore';
export { acceptUploads, uploadedForm } from './uploadedForm';
