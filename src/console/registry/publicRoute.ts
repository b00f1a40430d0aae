import type { ComponentType } from 'react';

/**
 * A page a resource serves outside the persona areas, to a viewer who may have no console session of their own
 * (spec 000 §2.1's public routes, e.g. the wholesale review page /quote/{id}/request-to-bind/{product}). The
 * console routes it at the root with the public theme and loads its code on first visit only.
 * `resources/publicRoutes.ts` lists them; each page asks the server for what the viewer may see.
 */
export interface PublicRoute {
  /** A react-router path at the root, e.g. `/quote/:id/attest-surplus-notice`. */
  path: string;
  load: () => Promise<ComponentType>;
}

export const definePublicRoutes = (routes: readonly PublicRoute[]): readonly PublicRoute[] => routes;
