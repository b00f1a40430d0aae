/**
 * The policy documents ride on the policies resource (as the quote documents ride on quotes):
 * `routes: withPolicyDocumentRoutes(otherRoutes)` registers the resource's other routes, then the documents'.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { registerCertificateEmailRoute } from './certificateEmail';
import { registerPolicyDocumentRoutes } from './routes';

type Routes = (app: FastifyInstance, context: ResourceContext) => void;

export const withPolicyDocumentRoutes =
  (routes?: Routes): Routes =>
  (app, context) => {
    routes?.(app, context);
    registerPolicyDocumentRoutes(app, context);
    registerCertificateEmailRoute(app, context);
  };
