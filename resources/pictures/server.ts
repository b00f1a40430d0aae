/**
 * Profile pictures and agency logos ride on the users resource (pictures are the users' and the agencies'
 * faces; neither is a record of its own): `withPictures(users)` adds the pictures table and their routes.
 * The images go to the documents' file store (a folder under DATA_DIR by default).
 */
import type { Kysely } from 'kysely';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { fileStoreFromEnv } from '../documents/fileStore';
import { registerLogoRoutes } from './logoRoutes';
import * as picturesMigration from './migration';
import { PictureStore } from './pictureStore';
import { registerProfilePictureRoutes } from './profileRoutes';
import type { Database } from '../../src/server/db/tables';

export function withPictures(resource: ServerResource): ServerResource {
  return {
    ...resource,
    migrations: { ...resource.migrations, '20261206_pictures': picturesMigration },
    routes(app, context) {
      resource.routes?.(app, context);
      const db = context.db as unknown as Kysely<Database>;
      const pictures = new PictureStore(db, fileStoreFromEnv());
      registerProfilePictureRoutes(app, db, pictures);
      registerLogoRoutes(app, db, pictures);
    },
  };
}
