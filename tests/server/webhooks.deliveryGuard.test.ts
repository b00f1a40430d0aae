/**
 * Webhook delivery hardening: with no allow-list, a webhook whose URL is or resolves to a private network address
 * (here the loopback, by address and by name) is refused, and its delivery is FAILED at once with the reason in
 * the delivery log, the receiver never called; delivered rows older than the retention are pruned by the
 * periodic job while pending, failed and recent rows stay. On both databases.
 */
import http from 'node:http';
import { sql } from 'kysely';
import { freePort } from '../support/freePort';
import { DEMO, forEachDatabase } from './support/databases';

// The worker runs, quickly; no allow-list for private networks; a short retention and a fast pruning job.
process.env.WEBHOOK_DELIVERY = 'on';
process.env.WEBHOOK_POLL_MS = '50';
process.env.WEBHOOK_PRUNE_INTERVAL_MS = '100';
process.env.WEBHOOK_RETENTION_DAYS = '7';
delete process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS;
delete process.env.WEBHOOK_ALLOWED_HOSTS;
afterAll(() => {
  for (const name of ['WEBHOOK_DELIVERY', 'WEBHOOK_POLL_MS', 'WEBHOOK_PRUNE_INTERVAL_MS', 'WEBHOOK_RETENTION_DAYS'])
    delete process.env[name];
});

const HOOKS = '/api/webhook/v1';

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase('webhook delivery hardening', (ctx) => {
  let alpha: string;
  let hits = 0;
  let receiver: http.Server;
  let port: number;
  const db = () => ctx.db;

  /** A new Alpha webhook with this URL, and one queued delivery to it. */
  const queuedTo = async (url: string) => {
    const made = await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: `Guarded ${url}` } });
    expect(made.status, made.text).toBe(201);
    expect(
      (await ctx.request('PUT', `${HOOKS}/${made.json.id}`, { token: alpha, body: { webhookUrl: url } })).status,
    ).toBe(200);
    await db()
      .insertInto('webhookDeliveries')
      .values({
        webhookId: made.json.id,
        eventType: 'quote.bound',
        recordKey: `quotes:${made.json.id}`,
        body: '{"type":"quote.bound"}',
      })
      .execute();
    return made.json.id as string;
  };

  beforeAll(async () => {
    alpha = await ctx.login(DEMO.alphaAdmin);
    // The demo's webhooks point at hosts that do not exist; keep them quiet.
    await ctx.db.updateTable('webhooks').set({ webhookUrl: null }).execute();
    port = await freePort();
    receiver = http.createServer((_request, response) => {
      hits += 1;
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', () => resolve()));
  });
  afterAll(async () => {
    receiver?.closeAllConnections();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('refuses a private address, by address and by name: the delivery is FAILED at once with the reason, nothing sent', async () => {
    for (const url of [`http://127.0.0.1:${port}/hook`, `http://localhost:${port}/hook`]) {
      const hookId = await queuedTo(url);
      const failed = await until(`the delivery to ${url} to fail`, async () => {
        const log = await ctx.request('GET', `${HOOKS}/${hookId}/deliveries`, { token: alpha });
        expect(log.status, log.text).toBe(200);
        const [row] = log.json.content;
        return row?.status === 'FAILED' ? row : undefined;
      });
      expect(failed.attempts).toBe(1);
      expect(failed.lastStatusCode).toBeNull();
      expect(failed.lastError).toMatch(
        /^Refused: (127\.0\.0\.1|localhost) resolves to a private network address \((127\.0\.0\.1|::1)/,
      );
      expect(failed.lastError).toContain('WEBHOOK_ALLOWED_HOSTS');
    }
    expect(hits).toBe(0);
  });

  it('prunes delivered rows older than the retention; pending, failed and recent rows stay', async () => {
    const hookId = await queuedTo('https://hooks.example.invalid/pruned');
    // The queued one stays pending (not due for a long time), whatever the worker does.
    await db()
      .updateTable('webhookDeliveries')
      .set({ nextAttemptAt: sql`now() + interval '30 days'` })
      .where('webhookId', '=', hookId)
      .execute();
    const row = (status: string, ageDays: number, delivered: boolean) => ({
      webhookId: hookId,
      eventType: 'quote.created',
      recordKey: `quotes:${status}-${ageDays}`,
      body: '{}',
      status,
      created: sql<Date>`now() - ${ageDays} * interval '1 day'`,
      nextAttemptAt: sql<Date>`now() + interval '30 days'`,
      deliveredAt: delivered ? sql<Date>`now() - ${ageDays} * interval '1 day'` : null,
    });
    const inserted = await db()
      .insertInto('webhookDeliveries')
      .values([
        row('DELIVERED', 10, true),
        row('DELIVERED', 20, true),
        row('DELIVERED', 2, true),
        row('PENDING', 20, false),
        row('FAILED', 20, false),
      ])
      .returning(['id', 'status', 'recordKey'])
      .execute();
    const [old, older, recent, pending, failed] = inserted.map((r) => r.id);
    await until('the old delivered rows to be pruned', async () => {
      const left = await db().selectFrom('webhookDeliveries').select('id').where('id', 'in', [old!, older!]).execute();
      return left.length === 0 ? true : undefined;
    });
    const kept = await db()
      .selectFrom('webhookDeliveries')
      .select(['id', 'status'])
      .where('webhookId', '=', hookId)
      .execute();
    expect(kept.map((r: { id: string }) => r.id).sort()).toEqual(
      expect.arrayContaining([recent, pending, failed].sort()),
    );
    expect(kept.map((r: { status: string }) => r.status).sort()).toEqual(['DELIVERED', 'FAILED', 'PENDING', 'PENDING']);
  });
});
