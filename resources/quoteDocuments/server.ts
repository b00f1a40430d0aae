/** The quote documents (the proposal and binder PDFs) extend the quotes resource. */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { registerQuoteDocumentRoutes } from './routes';

export const quoteDocumentsServer: ServerExtension = {
  name: 'quoteDocuments',
  extends: 'quotes',
  routes: registerQuoteDocumentRoutes,
};
