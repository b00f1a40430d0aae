/**
 * The probes an orchestrator uses: liveness (the process answers) and readiness (the database answers and the
 * server is not closing), both public.
 */
import { forEachDatabase } from './support/databases';

forEachDatabase(
  'health probes',
  (ctx) => {
    it('liveness and readiness answer 200 without a token; readiness names the database', async () => {
      const live = await ctx.request('GET', '/api/health/live');
      expect(live.status).toBe(200);
      expect(live.json).toEqual({ status: 'UP' });
      const ready = await ctx.request('GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'UP', database: ctx.kind });
      expect((await ctx.request('GET', '/api/health')).json).toEqual({ status: 'UP', database: ctx.kind });
    });
  },
  { seed: false },
);
