/**
 * Two instances over one PostgreSQL database (and Redis for the throttles when it runs), as a deployment that
 * outgrows one machine runs them: real server processes of the build `npm start` runs. A token from one works on
 * the other; a stale edit through the second after an edit through the first answers 409; quote events created
 * through both reach a webhook receiver once per delivery id; the expiry sweep ran once between them; SIGTERM to
 * one while it delivers loses nothing, the other delivers. Skipped when no PostgreSQL server answers.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { EXPIRY_SWEEP_TIMER } from '../../resources/quotes/lifecycle/expirySweep';
import { DEMO, DEMO_PASSWORD } from './support/databases';
import {
  createPostgresDatabase,
  POSTGRES_ADMIN_URL,
  postgresTemplate,
  type PostgresDatabase,
} from './support/postgresDatabases';
import {
  portAnswers,
  postgresAnswers,
  signal,
  startInstance,
  waitUntilReady,
  type Instance,
} from './support/clusterInstances';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver';

const HOOKS = '/api/webhook/v1';
const QUOTES = '/api/quote/v1';
const postgresUp = await postgresAnswers(POSTGRES_ADMIN_URL);
const redisUp = postgresUp && (await portAnswers(6379));

async function api(instance: Instance, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${instance.base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!postgresUp)(
  'two instances over one PostgreSQL database',
  () => {
    let database: PostgresDatabase;
    let sql: pg.Client;
    let receiver: WebhookReceiver;
    let first: Instance;
    let second: Instance;
    let alpha: string;
    let hookId: string;
    let alphaClientId: string;

    const loginOn = async (instance: Instance, email: string) => {
      const { status, json } = await api(instance, 'POST', '/api/auth/v1/login', undefined, {
        username: email,
        password: DEMO_PASSWORD,
      });
      expect(status).toBe(200);
      return json.accessToken as string;
    };
    const createQuote = async (instance: Instance) => {
      const created = await api(instance, 'POST', QUOTES, alpha, {
        accountId: alphaClientId,
        product: 'P100',
        effectiveDate: '2031-02-01',
        endDate: '2032-02-01',
      });
      expect(created.status, created.text).toBe(201);
    };
    /** The ids of the quote.created deliveries queued for the test's webhook. */
    const createdDeliveries = async () =>
      (
        await sql.query<{ id: string; status: string }>(
          `select id, status from webhook_deliveries where webhook_id = $1 and event_type = 'quote.created'`,
          [hookId],
        )
      ).rows;
    const acknowledgedOnce = (ids: string[]) =>
      ids.every((id) => receiver.acknowledged.filter((a) => a === id).length === 1);

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      database = await createPostgresDatabase('srvtest_cluster', postgresTemplate('seeded'));
      const env = {
        WEBHOOK_POLL_MS: '100',
        WEBHOOK_RETRY_BASE_MS: '200',
        WEBHOOK_RETRY_MAX_MS: '1000',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        SHUTDOWN_TIMEOUT_MS: '15000',
        ...(redisUp
          ? { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `srvtest:${randomBytes(4).toString('hex')}:` }
          : {}),
      };
      // One after the other: the first migrates (and seeds an empty database), the second finds it done.
      first = await startInstance(database.url, env);
      await waitUntilReady(first);
      second = await startInstance(database.url, env);
      await waitUntilReady(second);
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
      alpha = await loginOn(first, DEMO.alphaAdmin);
      alphaClientId = (
        await sql.query<{ id: string }>(
          `select id from accounts where agency_id = (select id from accounts where hostname = 'alpha')
           and name <> 'Customer Demo Co' order by name limit 1`,
        )
      ).rows[0].id;
    }, 180_000);

    afterAll(async () => {
      for (const instance of [first, second]) if (instance) signal(instance, 'SIGKILL');
      await sql?.end();
      await database?.drop();
      await receiver?.close();
    });

    it('a token from one instance works on the other; a stale edit through the second after one through the first is 409', async () => {
      const made = await api(first, 'POST', HOOKS, alpha, { companyName: 'Cluster receiver' });
      expect(made.status, made.text).toBe(201);
      hookId = made.json.id;
      const read = await api(second, 'GET', `${HOOKS}/${hookId}`, alpha);
      expect(read.status, read.text).toBe(200);
      const version = read.json.version as number;

      const edited = await api(first, 'PUT', `${HOOKS}/${hookId}`, alpha, { webhookUrl: receiver.url, version });
      expect(edited.status, edited.text).toBe(200);
      const stale = await api(second, 'PUT', `${HOOKS}/${hookId}`, alpha, { companyName: 'Stale', version });
      expect(stale.status).toBe(409);
      expect((await api(second, 'GET', `${HOOKS}/${hookId}`, alpha)).json.webhookUrl).toBe(receiver.url);
    });

    it('the expiry sweep ran once between the two instances', async () => {
      const { rows } = await sql.query<{ runs: number }>(`select runs from cluster_timers where name = $1`, [
        EXPIRY_SWEEP_TIMER,
      ]);
      expect(rows).toEqual([{ runs: 1 }]);
    });

    it('quote events created through both instances reach the receiver once per delivery id', async () => {
      for (const instance of [first, second, first, second]) await createQuote(instance);
      await until('four quote.created deliveries acknowledged', async () => {
        const ids = (await createdDeliveries()).map((d) => d.id);
        return ids.length === 4 && acknowledgedOnce(ids);
      });
      expect(receiver.acknowledged.filter((id) => id !== 'undefined')).toHaveLength(4);
    });

    it('SIGTERM to one instance while it delivers loses nothing: the other delivers each of its events once', async () => {
      receiver.hold();
      // The second is paused while the first sends and is stopped, so every delivery held open is the first's.
      signal(second, 'SIGSTOP');
      for (let n = 0; n < 4; n += 1) await createQuote(first);
      await until('a delivery in flight from the first instance', () => receiver.held() > 0);
      signal(first, 'SIGTERM');
      expect(await first.exited).toBe(0);
      await until('the first instance to give up its sends', () => receiver.held() === 0);
      expect(receiver.abandoned()).toBeGreaterThan(0);
      signal(second, 'SIGCONT');
      receiver.release();
      await until('every quote.created delivery acknowledged once', async () => {
        const deliveries = await createdDeliveries();
        return (
          deliveries.length === 8 &&
          deliveries.every((d) => d.status === 'DELIVERED') &&
          acknowledgedOnce(deliveries.map((d) => d.id))
        );
      });
      expect(receiver.acknowledged).toHaveLength(8);
      expect((await api(second, 'GET', '/api/health/ready')).status).toBe(200);
    });
  },
  120_000,
);
