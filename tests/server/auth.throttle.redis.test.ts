import { randomUUID } from 'node:crypto';
import { forEachDatabase } from './support/databases';
import { throttleJourneys } from './support/throttleJourneys';

// REDIS_URL moves the counters to Redis (127.0.0.1:6379 on this machine and in CI); a fresh key prefix per run
// keeps runs apart. The database does not matter here, so the embedded one serves.
forEachDatabase('auth: throttling, counters in Redis', throttleJourneys, {
  kinds: ['embedded'],
  env: {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
    REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
  },
});
