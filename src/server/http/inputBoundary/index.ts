import type { FastifyInstance } from 'fastify';
import { invalid } from '../apiError';
import { inspectInput } from './inspectInput';
import { registerJsonBodyParser } from './jsonBodyParser';
import { registerRouteValidation } from './routeValidation';

export { bodyRefusal } from './jsonBodyParser';

/**
 * The one input boundary: every request's body, query string and path parameters are inspected before
 * validation and before any of our code walks them (public routes included). Register it before the routes.
 */
export function registerInputBoundary(app: FastifyInstance): void {
  registerJsonBodyParser(app);
  registerRouteValidation(app);
  app.addHook('preValidation', async (request) => {
    const errors = [
      ...inspectInput(request.params, 'params'),
      ...inspectInput(request.query, 'query'),
      ...(request.body === undefined ? [] : inspectInput(request.body, 'body')),
    ];
    if (errors.length) throw invalid(errors);
  });
}
