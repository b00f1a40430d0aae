import { ApiError } from '../http/apiError';

export const THROTTLED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export interface ThrottleRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** Fixed-window attempt counters: in the database by default, in Redis when configured (REDIS_URL). */
export interface CounterStore {
  /** Counts one attempt under `key` and answers the count in the current window. */
  count(key: string, windowSeconds: number): Promise<number>;
  /** The count under `key` in the current window, without adding to it. */
  peek(key: string): Promise<number>;
  clear(key: string): Promise<void>;
}

/**
 * The throttle rules on top of a counter store shared by every instance behind a load balancer, so all of
 * them count the same attempts.
 */
export class Throttle {
  constructor(private readonly counters: CounterStore) {}

  count(key: string, rule: ThrottleRule): Promise<number> {
    return this.counters.count(key, rule.windowSeconds);
  }

  peek(key: string): Promise<number> {
    return this.counters.peek(key);
  }

  clear(key: string): Promise<void> {
    return this.counters.clear(key);
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
