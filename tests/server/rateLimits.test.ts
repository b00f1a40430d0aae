/**
 * The API's rate limits (docs/operations/rate-limits.md): over its limit a caller gets 429 with Retry-After and
 * the API's error body. With REDIS_URL, two instances of the server over one PostgreSQL database and one Redis
 * count one API key's calls together; without it, each counts in memory, per signed-in user.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { ACCOUNTS_API, DEMO, forEachDatabase, injectRequest, type TestResponse } from './support/databases';

const KEYS = '/api/auth/v1/api';
const LIST = `${ACCOUNTS_API}/search?size=1`;

const expectRefused = (response: TestResponse, window: number) => {
  expect(response.status, response.text).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= window,
    `Retry-After ${response.headers['retry-after']}`,
  ).toBe(true);
  expect(response.json).toEqual({ status: 429, detail: expect.stringMatching(/^Too many requests/) });
};

forEachDatabase(
  'rate limits: an API key over its limit, on two instances sharing Redis',
  (ctx) => {
    let second: { app: FastifyInstance; database: OpenDatabase };
    let secret: string;
    let otherSecret: string;

    beforeAll(async () => {
      const database = await openDatabase(ctx.config, resourceMigrations(PLATFORM_RESOURCES));
      second = { app: await buildApp(ctx.config, database, PLATFORM_RESOURCES), database };
      await second.app.ready();
      const token = await ctx.login(DEMO.alphaAdmin);
      const made = await Promise.all(
        ['Limited', 'Other'].map((name) => ctx.request('POST', KEYS, { token, body: { name } })),
      );
      [secret, otherSecret] = made.map((answer) => answer.json.secret as string);
    });

    afterAll(async () => {
      await second?.app.close();
      await second?.database.close();
    });

    it('answers 429 with Retry-After on both instances once the calls made through either reach the limit', async () => {
      const onFirst = (key: string) => ctx.request('GET', LIST, { headers: { 'x-api-key': key } });
      const onSecond = (key: string) => injectRequest(second.app, 'GET', LIST, { headers: { 'x-api-key': key } });
      // Five calls allowed in the window, made through both instances.
      for (const call of [onFirst, onSecond, onFirst, onSecond, onFirst]) expect((await call(secret)).status).toBe(200);
      expectRefused(await onSecond(secret), 60);
      expectRefused(await onFirst(secret), 60);
      // The limit is the key's: another key of the same organisation still gets its answers, on either instance.
      expect((await onFirst(otherSecret)).status).toBe(200);
      expect((await onSecond(otherSecret)).status).toBe(200);
    });
  },
  {
    kinds: ['postgres'],
    env: {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0',
      REDIS_KEY_PREFIX: `test:${randomUUID()}:`,
      RATE_LIMIT_API_KEY: '5',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    },
  },
);

forEachDatabase(
  'rate limits: a signed-in user over the limit, counted in memory',
  (ctx) => {
    it('answers 429 to the user over the limit and not to another user', async () => {
      const [alpha, beta] = await Promise.all([ctx.login(DEMO.alphaAdmin), ctx.login(DEMO.betaAdmin)]);
      for (let call = 0; call < 3; call++) expect((await ctx.request('GET', LIST, { token: alpha })).status).toBe(200);
      expectRefused(await ctx.request('GET', LIST, { token: alpha }), 30);
      expect((await ctx.request('GET', LIST, { token: beta })).status).toBe(200);
    });
  },
  { kinds: ['embedded'], env: { RATE_LIMIT_USER: '3', RATE_LIMIT_WINDOW_SECONDS: '30' } },
);
