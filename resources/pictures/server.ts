/**
 * Profile pictures and agency logos ride on the users resource (pictures are the users' and the agencies'
 * faces; neither is a record of its own): the extension brings the pictures table and their routes.
 * The images go to the documents' file store (a folder under DATA_DIR by default).
 */
import type { Kysely } from 'kysely';
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { fileStoreFromEnv } from '../documents/server';
import { registerLogoRoutes } from './logoRoutes';
import * as picturesMigration from './migration';
import { PictureStore } from './pictureStore';
import { registerProfilePictureRoutes } from './profileRoutes';
import type { Database } from '../../src/server/db/tables';

export const picturesServer: ServerExtension = {
  name: 'pictures',
  extends: 'users',
  migrations: { '20261206_pictures': picturesMigration },
  routes(app, context) {
    const db = context.db as unknown as Kysely<Database>;
    const pictures = new PictureStore(db, fileStoreFromEnv(), context.storeOf);
    registerProfilePictureRoutes(app, db, pictures);
    registerLogoRoutes(app, db, pictures);
  },
};
