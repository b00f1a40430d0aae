/**
 * The console's composition root for the signed-in shell: with `publicRoot.ts` (the public pages, for App.tsx),
 * the only modules of `src/console` that import from `resources/` (`npm run lint:boundary` holds every other file
 * of `src/` to that). It hands the shell (`shell/PersonaAdmin.tsx`) the lists of
 * resources and extensions, which `registeredResources.ts` combines.
 *
 * Re-exports only, nothing computed here: `registeredResources.ts` applies the extensions, so that a module that
 * only needs the lists (a test, a tool) does not run that step.
 */
export { consoleExtensions, consoleResources } from '../../../resources/consoleResources';
