/**
 * The policy documents extend the policies resource (as the quote documents extend quotes): the certificate and
 * billing PDFs and the certificate e-mail.
 */
import type { ServerExtension } from '../../src/server/resources/serverExtension';
import { registerCertificateEmailRoute } from './certificateEmail';
import { registerPolicyDocumentRoutes } from './routes';

export const policyDocumentsServer: ServerExtension = {
  name: 'policyDocuments',
  extends: 'policies',
  routes(app, context) {
    registerPolicyDocumentRoutes(app, context);
    registerCertificateEmailRoute(app, context);
  },
};
