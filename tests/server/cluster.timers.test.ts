/**
 * Once-per-cluster timers (src/server/cluster): several instances over one database, each running the same timer,
 * run it once per interval between them; when the one that ran it stops, another takes its turn.
 */
import { ClusterTimerRunner } from '../../src/server/cluster/clusterTimers';
import { EXPIRY_SWEEP_TIMER } from '../../resources/quotes/lifecycle/expirySweep';
import { forEachDatabase } from './support/databases';

const quiet = { error: () => undefined };

forEachDatabase(
  'cluster timers',
  (ctx) => {
    it('the server ran the expiry sweep once when it became ready, and names itself as the instance that ran it', async () => {
      const row = await ctx.db
        .selectFrom('clusterTimers')
        .selectAll()
        .where('name', '=', EXPIRY_SWEEP_TIMER)
        .executeTakeFirstOrThrow();
      expect(row.runs).toBe(1);
      expect(row.lastRunBy).toContain(`:${process.pid}:`);
    });

    it('two contenders on one database: the timer runs once per interval between them, and again after the interval', async () => {
      const runsOf: Record<string, number> = { first: 0, second: 0 };
      const first = new ClusterTimerRunner(ctx.db, quiet, 'first');
      const second = new ClusterTimerRunner(ctx.db, quiet, 'second');
      const intervalMs = 60 * 60_000;
      first.every('contended', intervalMs, async () => (runsOf.first += 1));
      second.every('contended', intervalMs, async () => (runsOf.second += 1));
      await Promise.all([first.start(), second.start()]);
      await Promise.all([first.stop(), second.stop()]);
      expect(runsOf.first + runsOf.second).toBe(1);

      // An interval later (the last run moved back by one), exactly one of them runs it again.
      await ctx.db
        .updateTable('clusterTimers')
        .set((eb) => ({ lastRunAt: eb.val(new Date(Date.now() - intervalMs)) }))
        .where('name', '=', 'contended')
        .execute();
      const again = [new ClusterTimerRunner(ctx.db, quiet, 'first'), new ClusterTimerRunner(ctx.db, quiet, 'second')];
      let secondRuns = 0;
      for (const runner of again) runner.every('contended', intervalMs, async () => (secondRuns += 1));
      await Promise.all(again.map((runner) => runner.start()));
      await Promise.all(again.map((runner) => runner.stop()));
      expect(secondRuns).toBe(1);
      const row = await ctx.db
        .selectFrom('clusterTimers')
        .selectAll()
        .where('name', '=', 'contended')
        .executeTakeFirstOrThrow();
      expect(row.runs).toBe(2);
    });
  },
  { seed: false },
);
