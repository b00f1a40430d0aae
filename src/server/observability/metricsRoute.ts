import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlatformMetrics } from './platformMetrics';

const sameToken = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Times every answer by its route pattern (not its URL, so ids do not make series) and serves `GET /metrics` to
 * a scraper that presents METRICS_TOKEN as a bearer token. Without a token configured the route answers 404, as
 * for any unknown path: the figures say how the deployment is used, so they are never public.
 */
export function registerMetrics(app: FastifyInstance, metrics: PlatformMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requestDuration.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.throttleRefusals.inc({ route });
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !given || !sameToken(given, token)) {
      return reply.status(token ? 401 : 404).send({
        status: token ? 401 : 404,
        detail: token ? 'A valid metrics token is required' : 'No route GET /metrics',
      });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
