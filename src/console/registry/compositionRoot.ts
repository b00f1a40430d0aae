/**
 * The console's composition root for the signed-in shell: with `publicRoot.ts` (the public pages, for App.tsx),
 * the only modules of `src/console` that import from `resources/` (`npm run lint:boundary` holds every other file
 * of `src/` to that). It hands the shell (`shell/PersonaAdmin.tsx`, loaded lazily by `App.tsx`) the lists of
 * resources and extensions, which `registeredResources.ts` combines.
 *
 * Re-exports only, nothing computed here, and nothing the entry imports: a statement here that used the lists
 * (applying the extensions), or an import of this module by the entry, would put resource declarations in the
 * entry chunk and issue the views' `import()` calls from the entry's graph instead of the shell's, so their shared
 * react-admin code would split into many small chunks (measured on the accounts list: 427,804 B gzip in 118 files
 * with the extensions applied here, 411,149 B in 59 without, 405,534 B in 48 with the entry on `publicRoot.ts`).
 */
export { consoleExtensions, consoleResources } from '../../../resources/consoleResources';
