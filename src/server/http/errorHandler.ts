import type { FastifyError, FastifyInstance } from 'fastify';
import { ListQueryError } from '../../shared/api/listQuery';
import { ApiError } from './apiError';
import { databaseRefusal } from './databaseRefusals';
import { bodyRefusal } from './inputBoundary';

/** One place turns every failure into the API's error body; nothing else formats errors. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ListQueryError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toBody());
    if (error instanceof ListQueryError) {
      return reply
        .status(400)
        .send({ status: 400, detail: error.message, errors: [{ field: error.field, detail: error.message }] });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors = fastifyError.validation.map((v) => ({
        field:
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
          String((v.params as { missingProperty?: string }).missingProperty ?? 'body'),
        detail: v.message ?? 'is invalid',
      }));
      return reply.status(400).send({ status: 400, detail: 'The request is invalid.', errors });
    }
    // What the database refuses (a value written twice, a field cleared that cannot be empty, a malformed
    // id) is the caller's error, named by field; so is a body Fastify could not read.
    const refusal = databaseRefusal(error) ?? bodyRefusal(fastifyError);
    if (refusal) return reply.status(refusal.status).send(refusal.toBody());
    const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply
      .status(status)
      .send({ status, detail: status >= 500 ? 'Internal server error' : fastifyError.message });
  });
}
