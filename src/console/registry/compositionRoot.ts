/**
 * The console's composition root: the one module of `src/console` that imports the resources' lists
 * (`npm run lint:boundary` holds every other file of `src/` to that). It hands out the public pages, light
 * entries of a path and a loader that `App.tsx` routes at the root, and a loader of the signed-in registry,
 * which `App.tsx` calls beside the lazily loaded shell, so the login page carries no resource.
 */
import type { ConsoleResource } from './consoleResource';

export { publicRoutes } from '../../../resources/publicRoutes';

export const loadConsoleResources = async (): Promise<readonly ConsoleResource[]> =>
  (await import('../../../resources/consoleResources')).consoleResources;
