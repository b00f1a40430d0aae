import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// Fastify's own defaults (allErrors stays off: with it on, one body could make the validator do unbounded work).
const FASTIFY_DEFAULTS: Options = { useDefaults: true, removeAdditional: true, allErrors: false, strict: false };

/**
 * Route schemas validate as Fastify's default does, except that a JSON body is taken as typed: `true` is not
 * the integer 1 and `"5"` is not a number there. Query strings and path parameters arrive as text, so
 * they keep Fastify's coercion.
 */
export function registerRouteValidation(app: FastifyInstance): void {
  const bodies = new Ajv({ ...FASTIFY_DEFAULTS, coerceTypes: false });
  const text = new Ajv({ ...FASTIFY_DEFAULTS, coerceTypes: 'array' });
  addFormats(bodies);
  addFormats(text);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : text).compile(schema));
}
