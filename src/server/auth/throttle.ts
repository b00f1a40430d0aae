import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError } from '../http/apiError';

export const THROTTLED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface ThrottleRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every instance behind a load balancer counts the same
 * attempts. One upsert per count: the row's window restarts once it has ended.
 */
export class Throttle {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one attempt under `key` and answers the count in the current window. */
  async count(key: string, rule: ThrottleRule): Promise<number> {
    const windowEnds = new Date(Date.now() + rule.windowSeconds * 1000);
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

  /** The count under `key` in the current window, without adding to it. */
  async peek(key: string): Promise<number> {
    const row = await this.db.selectFrom('throttleCounters').select(['hits', 'windowEnds']).where('key', '=', key).executeTakeFirst();
    return row && row.windowEnds.getTime() > Date.now() ? row.hits : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttleCounters').where('key', '=', key).execute();
  }

  /** Counts an attempt and refuses it once over the limit. */
  async hit(key: string, rule: ThrottleRule): Promise<void> {
    if ((await this.count(key, rule)) > rule.limit) throw throttled();
  }

  /** Refuses when earlier failures under any of the keys reached their limit. */
  async refuseWhenOver(checks: ReadonlyArray<{ key: string; rule: ThrottleRule }>): Promise<void> {
    for (const { key, rule } of checks) if ((await this.peek(key)) >= rule.limit) throw throttled();
  }
}

/** The one answer for every throttled call: it says nothing about whether the account exists. */
export const throttled = () => new ApiError(429, THROTTLED_MESSAGE);

/** Limits of the sign-in calls (decided here; the spec gives none). */
export const LIMITS = {
  /** Wrong passwords or codes for one account. */
  accountFailures: { limit: 10, windowSeconds: 15 * 60 },
  /** Wrong passwords or codes from one address, over every account. */
  addressFailures: { limit: 50, windowSeconds: 15 * 60 },
  /** Any sign-in, MFA, code-send or refresh call from one address. */
  addressCalls: { limit: 600, windowSeconds: 60 },
  /** Codes or links sent to one account. */
  accountSends: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;
