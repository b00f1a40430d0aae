import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { isKeyPrincipal } from '../auth/apiKeys';
import { ApiError } from './apiError';
import type { RateLimits } from './rateLimitSettings';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Counts the call against one limiter; over its limit, answers 429 with Retry-After in the API's error body. */
async function count(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  void reply.header('retry-after', String(Math.max(1, outcome.ttlInSeconds)));
  throw new ApiError(
    429,
    `Too many requests: the limit is ${outcome.max} calls per ${outcome.timeWindow / 1000} seconds. Retry after ${Math.max(1, outcome.ttlInSeconds)} seconds.`,
  );
}

/**
 * Registers the limits on every /api/ call. Counters live in Redis when `redisUrl` is set (every instance of a
 * deployment shares them), in this process's memory otherwise. Register after the authentication hook: the
 * limit that applies depends on who is calling.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  redisUrl: string | undefined,
  redisKeyPrefix: string,
): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    await redis.connect();
    const connection = redis;
    app.addHook('onClose', async () => void (await connection.quit()));
  }
  // A counter store that cannot be reached lets calls through rather than refusing every one of them.
  await app.register(rateLimit, {
    global: false,
    timeWindow: limits.windowSeconds * 1000,
    redis,
    nameSpace: `${redisKeyPrefix}rate-limit:`,
    skipOnError: true,
    cache: 20_000,
  });
  const perKey = app.createRateLimit({
    max: limits.apiKey,
    keyGenerator: (request) => `key:${isKeyPrincipal(request.principal) ? request.principal.apiKey.id : ''}`,
  });
  const perAddress = app.createRateLimit({ max: limits.address, keyGenerator: (request) => `address:${request.ip}` });
  const perUser = app.createRateLimit({
    max: limits.user,
    keyGenerator: (request) => `user:${request.principal?.userId ?? ''}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const principal = request.principal;
    if (isKeyPrincipal(principal)) {
      await count(perKey, request, reply);
      await count(perAddress, request, reply);
    } else if (principal) await count(perUser, request, reply);
    else await count(perAddress, request, reply);
  });
}
