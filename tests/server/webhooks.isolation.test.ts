/**
 * Webhook receivers are isolated from each other, on both databases: beside a receiver that never answers, every
 * event reaches a healthy receiver of the same agency, once per delivery id, while the silent one holds no more
 * sends open than its per-webhook limit and its deliveries stay queued. (With a delivery pass that waited for its
 * slowest send, the healthy receiver would wait for the silent one's timeout, far past this test's patience.)
 */
import { enqueueDeliveries } from '../../resources/webhooks/deliveries/enqueue';
import { DEMO, forEachDatabase } from './support/databases';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver';

const SETTINGS = {
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_DELIVERY: 'on',
  WEBHOOK_TIMEOUT_MS: '60000',
  WEBHOOK_PER_WEBHOOK: '4',
  // The receivers are on 127.0.0.1: allowed explicitly (private addresses are refused by default).
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
};
const before = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, process.env[name]]));
Object.assign(process.env, SETTINGS);
afterAll(() => {
  for (const [name, value] of Object.entries(before))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

const HOOKS = '/api/webhook/v1';
const EVENTS = 40;
/** More events than one claim's look at the queue ever took: the silent receiver's backlog outgrows it. */
const BACKLOG = 600;

async function until(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachDatabase('webhook receivers isolated from each other', (ctx) => {
  let healthy: WebhookReceiver;
  let silent: WebhookReceiver;

  beforeAll(async () => {
    [healthy, silent] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
    silent.hold();
  });
  afterAll(async () => {
    await Promise.all([healthy.close(), silent.close()]);
  });

  const hookIds: Record<string, string> = {};

  it('a receiver that never answers holds back none of the healthy receiver’s events', async () => {
    const alpha = await ctx.login(DEMO.alphaAdmin);
    for (const [name, receiver] of [
      ['healthy', healthy],
      ['silent', silent],
    ] as const) {
      const made = await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: `Isolation ${name}` } });
      expect(made.status).toBe(201);
      const edited = await ctx.request('PUT', `${HOOKS}/${made.json.id}`, {
        token: alpha,
        body: { webhookUrl: receiver.url, version: made.json.version },
      });
      expect(edited.status, JSON.stringify(edited.json)).toBe(200);
      hookIds[name] = made.json.id;
    }
    const account = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Alpine Dental Group')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < EVENTS; i += 1) {
      const created = await ctx.request('POST', '/api/quote/v1', {
        token: alpha,
        body: { accountId: account.id, product: 'P100', effectiveDate: '2031-02-01', endDate: '2032-02-01' },
      });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
    }

    const healthyIds = (
      await ctx.db.selectFrom('webhookDeliveries').select('id').where('webhookId', '=', hookIds.healthy!).execute()
    ).map((row) => String(row.id));
    expect(healthyIds).toHaveLength(EVENTS);
    await until(`${EVENTS} events acknowledged by the healthy receiver`, () =>
      healthyIds.every((id) => healthy.acknowledged.includes(id)),
    );
    for (const id of healthyIds) expect(healthy.acknowledged.filter((acked) => acked === id)).toHaveLength(1);

    expect(silent.held()).toBeGreaterThan(0);
    expect(silent.held()).toBeLessThanOrEqual(4);
    const silentRows = await ctx.db
      .selectFrom('webhookDeliveries')
      .select('status')
      .where('webhookId', '=', hookIds.silent!)
      .execute();
    expect(silentRows).toHaveLength(EVENTS);
    expect(silentRows.every((row) => row.status === 'PENDING')).toBe(true);
    silent.release();
  });
  it('a backlog of hundreds behind the silent receiver hides none of the healthy receiver’s later events', async () => {
    silent.hold();
    const account = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'agencyId'])
      .where('name', '=', 'Alpine Dental Group')
      .executeTakeFirstOrThrow();
    await ctx.db.transaction().execute(async (trx) => {
      for (let i = 0; i < BACKLOG; i += 1) {
        const recordId = crypto.randomUUID();
        await enqueueDeliveries(trx, {
          type: 'quote.created',
          resource: 'quotes',
          recordId,
          accountId: String(account.id),
          agencyId: String(account.agencyId),
          data: { id: recordId, accountId: account.id, quoteNumber: `Q-BACKLOG-${i}` },
        });
      }
    });
    const healthyIds = (
      await ctx.db
        .selectFrom('webhookDeliveries')
        .select('id')
        .where('webhookId', '=', hookIds.healthy!)
        .where('status', '=', 'PENDING')
        .execute()
    ).map((row) => String(row.id));
    expect(healthyIds).toHaveLength(BACKLOG);
    await until(
      `${BACKLOG} events acknowledged by the healthy receiver`,
      () => healthyIds.every((id) => healthy.acknowledged.includes(id)),
      60_000,
    );
    expect(silent.held()).toBeLessThanOrEqual(4);
    silent.release();
  }, 90_000);
});
