/**
 * The console's composition root: the one module of `src/console` that imports from `resources/`
 * (`npm run lint:boundary` holds every other file of `src/` to that). It hands `App.tsx` the public pages (light
 * entries of a path and a loader, routed at the root) and the signed-in shell (`shell/PersonaAdmin.tsx`, loaded
 * lazily by `App.tsx`) the resources' registry: declarations, icons and one loader per view, each view its own
 * chunk.
 */
export { publicRoutes } from '../../../resources/publicRoutes';
export { consoleResources } from '../../../resources/consoleResources';
