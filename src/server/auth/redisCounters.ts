import { Redis } from 'ioredis';
import type { CounterStore } from './throttle';

/**
 * Throttle counters in Redis (REDIS_URL), for deployments that keep rate limits out of the database. A key
 * lives exactly one window: the first count sets its expiry, later ones only add.
 */
export class RedisCounters implements CounterStore {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Connects (and fails at start, not on the first login, when Redis cannot be reached). */
  static async connect(url: string, prefix: string): Promise<RedisCounters> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await redis.connect();
    return new RedisCounters(redis, prefix);
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const [[incrError, hits], [expireError]] = (await this.redis
      .multi()
      .incr(this.prefix + key)
      .expire(this.prefix + key, windowSeconds, 'NX')
      .exec()) as [[Error | null, number], [Error | null, number]];
    if (incrError ?? expireError) throw incrError ?? expireError;
    return hits;
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
