/**
 * The resources' public pages (src/console/registry/publicRoute.ts): the one list App.tsx routes at the root.
 * Each entry is a path and a loader only, so the public bundle stays light. Adding one is a line here.
 */
import type { PublicRoute } from '../src/console/registry/publicRoute';
import { quoteReviewRoutes } from './quoteReview/publicRoutes';
import { paymentRoutes } from './payments/publicRoutes';

export const publicRoutes: readonly PublicRoute[] = [...quoteReviewRoutes, ...paymentRoutes];
