import type { FastifyError, FastifyInstance } from 'fastify';
import { ListQueryError } from '../../shared/api/listQuery';
import { ApiError } from './apiError';

/** One place turns every failure into the API's error body; nothing else formats errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ListQueryError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toBody());
    if (error instanceof ListQueryError) {
      return reply.status(400).send({ status: 400, detail: error.message, errors: [{ field: error.field, detail: error.message }] });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = fastifyError.validation.map((v) => ({
        field: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') || String((v.params as { missingProperty?: string }).missingProperty ?? 'body'),
        detail: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({ status: 400, detail: 'The request is invalid.', errors });
    }
    // Malformed values the database refuses (an id that is not a uuid in a filter, say) are the caller's error.
    const code = (error as { code?: string }).code;
    if (code === '22P02' || code === '22007' || code === '22008') {
      return reply.status(400).send({ status: 400, detail: 'A value in the request has the wrong format.' });
    }
    const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.status(status).send({ status, detail: status >= 500 ? 'Internal server error' : fastifyError.message });
  });
}
