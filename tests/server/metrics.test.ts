/**
 * `/metrics`: Prometheus' text for a scraper holding METRICS_TOKEN. After a few requests it shows the request
 * histogram by route pattern and status, the database's statements (and PostgreSQL's pool), the event loop's lag,
 * the webhook and import queues, the delivery outcomes and the 429 refusals. Without the token it answers 401; a
 * server with no token configured answers 404, as for any unknown path.
 */
import { forEachDatabase } from './support/databases';

const TOKEN = 'metrics-test-token-0123456789';

forEachDatabase(
  'metrics',
  (ctx) => {
    it('shows each series after a few requests, to the scraper with the token', async () => {
      const token = await ctx.login('admin@alpha.demo.test');
      expect((await ctx.request('GET', '/api/account/v1/tags/search', { token })).status).toBe(200);
      const accounts = await ctx.request<{ content: { id: string }[] }>('GET', '/api/account/v1/account/search', {
        token,
      });
      expect(accounts.status).toBe(200);
      expect(
        (await ctx.request('GET', `/api/account/v1/account/${accounts.json.content[0].id}`, { token })).status,
      ).toBe(200);

      const scraped = await ctx.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers['content-type']).toContain('text/plain');
      const text = scraped.text;
      // By the route's pattern, not its URL: one series for every account id.
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/account\/v1\/account\/:id",status="200"\} 1\b/,
      );
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/account\/v1\/tags\/search",status="200"\} 1\b/,
      );
      expect(text).not.toContain(accounts.json.content[0].id);
      expect(text).toMatch(/db_query_duration_seconds_count [1-9]/);
      expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
      expect(text).toMatch(/# TYPE webhook_deliveries_queued gauge/);
      expect(text).toMatch(/# TYPE webhook_delivery_attempts_total counter/);
      expect(text).toMatch(/# TYPE account_import_jobs gauge/);
      expect(text).toMatch(/# TYPE http_throttle_refusals_total counter/);
      if (ctx.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    });

    it('counts a throttled request', async () => {
      for (let i = 0; i < 12; i += 1) {
        const answer = await ctx.request('POST', '/api/auth/v1/login', {
          body: { username: 'nobody-metrics@demo.test', password: 'wrong-password-1!' },
        });
        if (answer.status === 429) break;
      }
      const text = (await ctx.request('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text;
      expect(text).toMatch(/http_throttle_refusals_total\{route="\/api\/auth\/v1\/login"\} [1-9]/);
    });

    it('refuses a scraper without the token', async () => {
      expect((await ctx.request('GET', '/metrics')).status).toBe(401);
      expect((await ctx.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

forEachDatabase(
  'metrics without a token configured',
  (ctx) => {
    it('answers 404', async () => {
      expect((await ctx.request('GET', '/metrics')).status).toBe(404);
    });
  },
  { kinds: ['embedded'], seed: false },
);
