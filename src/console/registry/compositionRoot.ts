/**
 * The console's composition root: the one module of `src/console` that imports from `resources/`
 * (`npm run lint:boundary` holds every other file of `src/` to that). It hands `App.tsx` the public pages (light
 * entries of a path and a loader, routed at the root) and a loader of the signed-in area (the shell over the
 * resources' registry, `resources/signedInArea.tsx`), so the login page carries no resource.
 */
export { publicRoutes } from '../../../resources/publicRoutes';

export const loadSignedInArea = async () => (await import('../../../resources/signedInArea')).SignedInArea;
