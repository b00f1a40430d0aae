import { definePublicRoutes } from '../../src/console/registry/publicRoute';

/** Spec 000 §2.1 / 002 §2: the wholesale review page and the surplus lines notice page, each its own chunk. */
export const quoteReviewRoutes = definePublicRoutes([
  {
    path: '/quote/:id/request-to-bind/:product',
    load: async () => (await import('./console/QuoteReviewPage')).QuoteReviewPage,
  },
  {
    path: '/quote/:id/attest-surplus-notice',
    load: async () => (await import('./console/SurplusNoticePage')).SurplusNoticePage,
  },
]);
