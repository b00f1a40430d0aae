/**
 * The console's composition root: the one module of `src/console` that imports from `resources/`
 * (`npm run lint:boundary` holds every other file of `src/` to that). It hands `App.tsx` the public pages (light
 * entries of a path and a loader, routed at the root) and the signed-in shell (`shell/PersonaAdmin.tsx`, loaded
 * lazily by `App.tsx`) the lists of resources and extensions, which `registeredResources.ts` combines.
 *
 * Re-exports only, nothing computed here: the entry imports this module for the public pages, and Rollup then
 * takes into the entry chunk only what the entry uses. A statement here that uses the lists (applying the
 * extensions) would put every resource's declaration in the entry and issue the views' `import()` calls from the
 * entry's graph instead of the shell's, so their shared react-admin code would split into a hundred small chunks
 * (measured on the accounts list: 427,804 B gzip in 118 files, against 411,149 B in 59 without that statement).
 */
export { publicRoutes } from '../../../resources/publicRoutes';
export { consoleExtensions, consoleResources } from '../../../resources/consoleResources';
