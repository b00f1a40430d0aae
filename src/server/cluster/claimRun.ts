import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';

/**
 * A timer may fire this share of its interval early and still count as due: a timer in another instance, started
 * a little later, then does not take the turn of the instance that ran last.
 */
const EARLY_SHARE = 0.1;

/**
 * Claims this interval's run of the timer `name` for `holder`: true when the timer never ran or its last run (by
 * any instance) is at least an interval ago, on the database's clock. The claim is one statement, so of several
 * instances asking at once exactly one is told true.
 */
export async function claimRun(
  db: Kysely<Database>,
  name: string,
  intervalMs: number,
  holder: string,
): Promise<boolean> {
  const dueAfterMs = Math.round(intervalMs * (1 - EARLY_SHARE));
  const claimed = await db
    .insertInto('clusterTimers')
    .values({ name, lastRunBy: holder })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({
          lastRunAt: sql<Date>`now()`,
          lastRunBy: holder,
          runs: sql<number>`cluster_timers.runs + 1`,
        })
        .where(
          sql.ref('cluster_timers.last_run_at'),
          '<=',
          sql<Date>`now() - ${dueAfterMs} * interval '1 millisecond'`,
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
