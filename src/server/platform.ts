/**
 * The server's composition root: the one place in `src/` where the list of resources enters. Everything else
 * (the app, the migrations, the role catalogue, the demo seed) takes the list it is given.
 */
import { SERVER_EXTENSIONS, SERVER_RESOURCES } from '../../resources/serverResources';
import { openDatabase, type DatabaseOptions, type OpenDatabase } from './db/database';
import { resourceMigrations } from './resources/registry';
import type { ServerResource } from './resources/resourceStore';
import { withExtensions } from './resources/serverExtension';

/** The resources with their extensions applied (resources/serverResources.ts lists both). */
export const PLATFORM_RESOURCES: readonly ServerResource[] = withExtensions(SERVER_RESOURCES, SERVER_EXTENSIONS);

/** Opens the database with the core migrations and every resource's own. */
export const openPlatformDatabase = (options: DatabaseOptions): Promise<OpenDatabase> =>
  openDatabase(options, resourceMigrations(PLATFORM_RESOURCES));
