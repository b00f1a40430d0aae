/** The wholesale review page's calls extend the quotes resource, with the quotes' store (see server/routes.ts). */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { registerQuoteReviewRoutes } from './server/routes';

export const quoteReviewServer: ServerExtension = {
  name: 'quoteReview',
  extends: 'quotes',
  routes: registerQuoteReviewRoutes,
};
