/**
 * The console's composition root: the one module of `src/console` that imports from `resources/`
 * (`npm run lint:boundary` holds every other file of `src/` to that). It hands `App.tsx` the public pages (light
 * entries of a path and a loader, routed at the root) and the signed-in shell (`shell/PersonaAdmin.tsx`, loaded
 * lazily by `App.tsx`) the resources' registry: declarations, icons and one loader per view, each view its own
 * chunk, with the extensions applied to their hosts.
 */
import { consoleExtensions, consoleResources as resources } from '../../../resources/consoleResources';
import { withConsoleExtensions } from './consoleExtension';

export { publicRoutes } from '../../../resources/publicRoutes';
export const consoleResources = withConsoleExtensions(resources, consoleExtensions);
