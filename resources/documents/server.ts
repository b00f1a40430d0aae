/**
 * Documents ride on the accounts resource (they are the client file's), as the bulk import does:
 * `withDocuments(accounts)` adds the documents table and routes to the resource it is given.
 */
import type { ServerResource } from '../../src/server/resources/resourceStore';
import * as documentsMigration from './migration';
import { registerDocumentRoutes } from './routes';

export function withDocuments(resource: ServerResource): ServerResource {
  return {
    ...resource,
    migrations: { ...resource.migrations, '20261206_documents': documentsMigration },
    routes(app, context) {
      resource.routes?.(app, context);
      registerDocumentRoutes(app, context);
    },
  };
}
