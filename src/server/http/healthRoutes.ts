import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { OpenDatabase } from '../db/database';

/**
 * What an orchestrator or load balancer asks (both public, no token):
 *   GET /api/health        UP and which database (the console's and the older checks' probe)
 *   GET /api/health/live   200 while the process answers at all: restart it when this fails
 *   GET /api/health/ready  200 when the database answers and the server is not shutting down, else 503: send it
 *                          no new requests
 * From the moment the server begins to close (SIGTERM, SIGINT) readiness is not 200 again: Fastify answers any request
 * routed from then on 503 itself (`return503OnClosing`), before this route's own check, and the listener closes, so a
 * new connection is refused. Every answer to a request still in flight carries `Connection: close`, so clients and
 * proxies move to another instance while those requests finish.
 */
export function registerHealthRoutes(app: FastifyInstance, database: OpenDatabase): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const route = { config: { public: true }, schema: { tags: ['console'] } };
  app.get('/api/health', route, async () => ({ status: 'UP', database: database.kind }));
  app.get('/api/health/live', route, async () => ({ status: 'UP' }));
  app.get('/api/health/ready', route, async (_request, reply) => {
    if (closing) return reply.status(503).send({ status: 'DOWN', reason: 'shutting down' });
    try {
      await sql`select 1`.execute(database.db);
    } catch {
      return reply.status(503).send({ status: 'DOWN', reason: 'database unreachable' });
    }
    return { status: 'UP', database: database.kind };
  });
}
