import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { CounterStore } from './throttle';

/** Throttle counters in the database: one upsert per count; a row's window restarts once it has ended. */
export class DatabaseCounters implements CounterStore {
  constructor(private readonly db: Kysely<Database>) {}

  async count(key: string, windowSeconds: number): Promise<number> {
    const windowEnds = new Date(Date.now() + windowSeconds * 1000);
    const row = await this.db
      .insertInto('throttleCounters')
      .values({ key, hits: 1, windowEnds })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when throttle_counters.window_ends <= now() then 1 else throttle_counters.hits + 1 end`,
          windowEnds: sql`case when throttle_counters.window_ends <= now() then excluded.window_ends else throttle_counters.window_ends end`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  async peek(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('throttleCounters')
      .select(['hits', 'windowEnds'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row && row.windowEnds.getTime() > Date.now() ? row.hits : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttleCounters').where('key', '=', key).execute();
  }
}
