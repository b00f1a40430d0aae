/**
 * The console's composition root for the entry: the resources' public pages (light entries of a path and a
 * loader), which App.tsx routes at the root. A module of its own beside compositionRoot.ts, which the shell
 * imports for the resource lists: through that one, the entry would reach every resource's `index.ts`, and
 * Rollup keeps in the entry chunk those whose top level it cannot prove free of side effects.
 */
export { publicRoutes } from '../../../resources/publicRoutes';
