import type { FastifyInstance } from 'fastify';
import { noBody } from './answerSchemas';
import { documentRoute } from './documentRoute';

export { documentResource } from './recordSchemas';

/** `config.bodySchema` of a write route that takes no body. */
export const NO_BODY: Record<string, unknown> = noBody;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The JSON Schema of the body, for the API reference; the route's own code validates with it. */
    bodySchema?: Record<string, unknown>;
    /** The JSON Schema of the success answer, for the API reference, when the route declares none. */
    answerSchema?: Record<string, unknown>;
    /** The status of the success answer when it is not 200 (or 201 for a resource's create); 204: no body. */
    answerStatus?: number;
    /** The route may also answer 204 with no body (nothing to send: no settings stored, no picture). */
    mayAnswerNoContent?: boolean;
  }
}

/**
 * The API reference generated from the schemas that validate: every route registered after this gets its
 * body, answers and access documented by `documentRoute` (alias routes of other folders included).
 */
export function registerApiReference(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, swaggerTransform: route.config?.swaggerTransform ?? documentRoute };
  });
}
