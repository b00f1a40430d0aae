/**
 * Webhooks that fire: binding a quote delivers a signed `quote.bound` event to the agency's webhook URL
 * (a real HTTP receiver on 127.0.0.1); with the receiver down the event waits in the database queue, survives a
 * server restart, and arrives once the receiver is back, after the quote's earlier event. Another agency's
 * webhook hears nothing. On both databases.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openDatabase, type DatabaseKind, type OpenDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { seedDemo } from '../../src/server/seed/demoData';
import { freePort } from '../support/freePort';
import {
  createPostgresDatabase,
  DATABASE_KINDS,
  DEMO,
  DEMO_PASSWORD,
  injectRequest,
  makeTempDataDir,
  removeDir,
  testConfig,
} from './support/databases';

// Fast retries for the test; the defaults are seconds to an hour (resources/webhooks/deliveries/settings.ts).
process.env.WEBHOOK_POLL_MS = '50';
process.env.WEBHOOK_RETRY_BASE_MS = '100';
process.env.WEBHOOK_RETRY_MAX_MS = '300';
process.env.WEBHOOK_DELIVERY = 'on';
// The receiver is on 127.0.0.1: allowed explicitly (by default private addresses are refused, deliveries/destinationGuard.ts).
process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = 'true';

const HOOKS = '/api/webhook/v1';
const QUOTES = '/api/quote/v1';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: records every POST and answers 204. */
class Receiver {
  readonly received: Received[] = [];
  private server: http.Server | undefined;

  constructor(readonly port: number) {}

  start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(204).end();
      });
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', () => resolve()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.server) return resolve();
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });
  }

  /** The events received for one record, in arrival order. */
  eventsOf(recordId: string, path = '/alpha'): { type: string; received: Received }[] {
    return this.received
      .filter((r) => r.path === path)
      .map((r) => ({
        type: JSON.parse(r.body).type as string,
        recordId: JSON.parse(r.body).recordId as string,
        received: r,
      }))
      .filter((e) => e.recordId === recordId);
  }
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_KINDS.map((kind) => [kind]))('webhooks that fire [%s]', (kind: DatabaseKind) => {
  const env: Record<string, string> = {};
  let dropStorage: () => Promise<void>;
  let database: OpenDatabase;
  let app: FastifyInstance;
  let receiver: Receiver;
  let alpha: string;
  let alphaClientId: string;
  let hook: { id: string; clientId: string; clientSecret: string };

  const request = (method: string, url: string, token: string, body?: unknown) =>
    injectRequest(app, method, url, { token, body });
  const login = async (email: string) =>
    (await injectRequest(app, 'POST', '/api/auth/v1/login', { body: { username: email, password: DEMO_PASSWORD } }))
      .json.accessToken as string;

  /** Opens the database and starts a server on it, as `npm start` would after a restart. */
  const startServer = async () => {
    database = await openDatabase(testConfig(env), resourceMigrations(PLATFORM_RESOURCES));
    app = await buildApp(testConfig(env), database, PLATFORM_RESOURCES);
    await app.ready();
    alpha = await login(DEMO.alphaAdmin);
  };
  const stopServer = async () => {
    await app.close();
    await database.close();
  };

  /** A new Alpha quote, put in SIGNED (how it got there is the quote machine's test), then bound by Alpha. */
  const bindNewQuote = async () => {
    const created = await request('POST', QUOTES, alpha, {
      accountId: alphaClientId,
      product: 'P100',
      effectiveDate: '2031-02-01',
      endDate: '2032-02-01',
    });
    expect(created.status, created.text).toBe(201);
    await database.db.updateTable('quotes').set({ status: 'SIGNED' }).where('id', '=', created.json.id).execute();
    const bound = await request('POST', `${QUOTES}/uw/bind/${created.json.id}`, alpha, {});
    expect(bound.status, bound.text).toBe(200);
    return bound.json as { id: string; status: string };
  };

  beforeAll(async () => {
    if (kind === 'embedded') {
      const dataDir = makeTempDataDir('kwtest-');
      Object.assign(env, { DATA_DIR: dataDir, DATABASE_URL: '' });
      dropStorage = async () => removeDir(dataDir);
    } else {
      const created = await createPostgresDatabase('kwtest');
      Object.assign(env, { DATABASE_URL: created.url });
      dropStorage = created.drop;
    }
    database = await openDatabase(testConfig(env), resourceMigrations(PLATFORM_RESOURCES));
    await seedDemo(database.db, 'US', PLATFORM_RESOURCES);
    await database.close();
    await startServer();
    receiver = new Receiver(await freePort());
    await receiver.start();

    const alphaId = (
      await database.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    alphaClientId = (
      await database.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
    // The demo's webhooks point at hosts that do not exist; only the receiver's hooks stay.
    await database.db.updateTable('webhooks').set({ webhookUrl: null }).execute();
    const made = await request('POST', HOOKS, alpha, { companyName: 'Receiver Hooks' });
    const edited = await request('PUT', `${HOOKS}/${made.json.id}`, alpha, {
      webhookUrl: `http://127.0.0.1:${receiver.port}/alpha`,
    });
    expect(edited.status, edited.text).toBe(200);
    hook = edited.json;
    const beta = await login(DEMO.betaAdmin);
    const betaHook = await request('POST', HOOKS, beta, { companyName: 'Beta Receiver' });
    expect(
      (
        await request('PUT', `${HOOKS}/${betaHook.json.id}`, beta, {
          webhookUrl: `http://127.0.0.1:${receiver.port}/beta`,
        })
      ).status,
    ).toBe(200);
  });

  afterAll(async () => {
    await receiver?.stop();
    await stopServer().catch(() => undefined);
    await dropStorage?.();
  });

  it('binding a quote delivers a signed quote.bound event, after the quote.created of the same quote', async () => {
    const quote = await bindNewQuote();
    const events = await until('quote.bound at the receiver', () => {
      const got = receiver.eventsOf(quote.id);
      return got.some((e) => e.type === 'quote.bound') ? got : undefined;
    });
    expect(events.map((e) => e.type)).toEqual(['quote.created', 'quote.bound']);
    const { headers, body } = events[1].received;
    expect(headers['x-webhook-event']).toBe('quote.bound');
    expect(headers['x-webhook-client-id']).toBe(hook.clientId);
    expect(headers['content-type']).toBe('application/json');
    // The receiver's check: HMAC-SHA256 over "<timestamp>.<raw body>" with the webhook's client secret.
    const timestamp = String(headers['x-webhook-timestamp']);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
    const expected = `v1=${createHmac('sha256', hook.clientSecret).update(`${timestamp}.${body}`).digest('hex')}`;
    expect(headers['x-webhook-signature']).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({
      type: 'quote.bound',
      resource: 'quotes',
      recordId: quote.id,
      data: { id: quote.id, status: 'BOUND', accountId: alphaClientId },
    });
    // A tampered body would not verify.
    expect(
      createHmac('sha256', hook.clientSecret)
        .update(`${timestamp}.${body.replace('BOUND', 'LOST')}`)
        .digest('hex'),
    ).not.toBe(expected.slice(3));
  });

  it("another agency's webhook hears none of Alpha's events", () => {
    expect(receiver.received.filter((r) => r.path === '/beta')).toEqual([]);
  });

  it('with the receiver down the event is retried, survives a restart, and arrives when the receiver is back', async () => {
    await receiver.stop();
    const quote = await bindNewQuote();
    // Attempts fail (connection refused) and are retried with back-off; the quote's later event waits its turn.
    const logOf = async () => {
      const answer = await request('GET', `${HOOKS}/${hook.id}/deliveries?size=10`, alpha);
      const ofQuote = answer.json.content.filter((d: { recordKey: string }) => d.recordKey === `quotes:${quote.id}`);
      return Object.fromEntries(ofQuote.map((d: { eventType: string }) => [d.eventType, d])) as Record<string, any>;
    };
    const log = await until('two failed attempts', async () => {
      const current = await logOf();
      return current['quote.created']?.attempts >= 2 ? current : undefined;
    });
    expect(log['quote.created']).toMatchObject({ status: 'PENDING', deliveredAt: null, lastStatusCode: null });
    expect(log['quote.created'].lastError).toBeTruthy();
    expect(log['quote.bound']).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(receiver.eventsOf(quote.id)).toEqual([]);

    await stopServer();
    await receiver.start();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.eventsOf(quote.id)).toEqual([]); // nothing sends while no server runs
    await startServer();

    const events = await until('the queued events after the restart', () => {
      const got = receiver.eventsOf(quote.id);
      return got.some((e) => e.type === 'quote.bound') ? got : undefined;
    });
    expect(events.map((e) => e.type)).toEqual(['quote.created', 'quote.bound']);
    const { headers, body } = events[1].received;
    const timestamp = String(headers['x-webhook-timestamp']);
    expect(headers['x-webhook-signature']).toBe(
      `v1=${createHmac('sha256', hook.clientSecret).update(`${timestamp}.${body}`).digest('hex')}`,
    );
    const after = await logOf();
    expect(after['quote.created']).toMatchObject({ status: 'DELIVERED', lastStatusCode: 204, lastError: null });
    expect(after['quote.created'].attempts).toBeGreaterThan(log['quote.created'].attempts);
    expect(after['quote.bound']).toMatchObject({ status: 'DELIVERED', lastStatusCode: 204, attempts: 1 });
    expect(headers['x-webhook-id']).toBe(log['quote.bound'].id);
  });

  it("the delivery log is the webhook owner's: another agency gets 404", async () => {
    const beta = await login(DEMO.betaAdmin);
    expect((await request('GET', `${HOOKS}/${hook.id}/deliveries`, beta)).status).toBe(404);
    expect((await request('GET', `${HOOKS}/${hook.id}/deliveries`, alpha)).status).toBe(200);
  });

  it('sends a delivery again on request, with the same id; only the owner may, and only an existing delivery', async () => {
    const log = (await request('GET', `${HOOKS}/${hook.id}/deliveries?size=1`, alpha)).json.content[0];
    expect(log.status).toBe('DELIVERED');
    const before = receiver.received.filter((r) => r.headers['x-webhook-id'] === log.id).length;
    const beta = await login(DEMO.betaAdmin);
    expect((await request('POST', `${HOOKS}/${hook.id}/deliveries/${log.id}/redeliver`, beta)).status).toBe(404);
    expect(
      (await request('POST', `${HOOKS}/${hook.id}/deliveries/${crypto.randomUUID()}/redeliver`, alpha)).status,
    ).toBe(404);
    const again = await request('POST', `${HOOKS}/${hook.id}/deliveries/${log.id}/redeliver`, alpha);
    expect(again.status, again.text).toBe(200);
    await until(
      'the delivery sent again',
      () => receiver.received.filter((r) => r.headers['x-webhook-id'] === log.id).length === before + 1,
    );
    await until('the delivery marked again', async () => {
      const current = (await request('GET', `${HOOKS}/${hook.id}/deliveries?size=1`, alpha)).json.content[0];
      return current.id === log.id && current.status === 'DELIVERED' && current.attempts === 1;
    });
  });
});
