/**
 * `npm run bench:webhooks`: how fast queued webhook events reach a healthy receiver, alone and beside a receiver
 * that never answers, on a fresh PostgreSQL database with the demo data, through the real server's delivery worker
 * (app built in this process, receivers real HTTP servers on 127.0.0.1). Each run queues BENCH_EVENTS events of
 * Alpha's (the platform's own enqueue, in one transaction: they become due at one moment) and times the healthy
 * receiver's acknowledgements from that commit to the last; the baseline is the same with the healthy receiver
 * alone, in the same process. Prints events per second, the time to the last event and repeats (must be 0).
 *
 * Environment: BENCH_EVENTS (1000), BENCH_RUNS (3).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { enqueueDeliveries } from '../../resources/webhooks/deliveries/enqueue';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/tables';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { seedDemo } from '../../src/server/seed/demoData';
import { DEMO, DEMO_PASSWORD, injectRequest, provisionDatabase } from '../server/support/databases';
import { startWebhookReceiver } from '../server/support/webhookReceiver';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOOKS = '/api/webhook/v1';

Object.assign(process.env, {
  WEBHOOK_DELIVERY: 'on',
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_TIMEOUT_MS: '600000',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
});

const log = (message: string) => process.stderr.write(`${message}\n`);

async function token(app: FastifyInstance, email: string): Promise<string> {
  const login = await injectRequest(app, 'POST', '/api/auth/v1/login', {
    body: { username: email, password: DEMO_PASSWORD },
  });
  return login.json.accessToken as string;
}

/** A webhook of Alpha's pointing at `url`; answers its id. */
async function webhook(app: FastifyInstance, alpha: string, name: string, url: string): Promise<string> {
  const made = await injectRequest(app, 'POST', HOOKS, { token: alpha, body: { companyName: name } });
  const edited = await injectRequest(app, 'PUT', `${HOOKS}/${made.json.id}`, {
    token: alpha,
    body: { webhookUrl: url, version: made.json.version },
  });
  if (edited.status !== 200) throw new Error(`webhook ${name}: ${edited.status} ${JSON.stringify(edited.json)}`);
  return String(made.json.id);
}

async function removeWebhook(app: FastifyInstance, alpha: string, id: string): Promise<void> {
  const removed = await injectRequest(app, 'DELETE', `${HOOKS}/${id}`, { token: alpha });
  if (removed.status >= 300) throw new Error(`delete webhook ${id}: ${removed.status}`);
}

/** Queues EVENTS quote.created events of an Alpha account, committed at once; answers the commit time. */
async function queueEvents(db: Kysely<Database>, accountId: string, agencyId: string): Promise<number> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < EVENTS; i += 1) {
      const recordId = crypto.randomUUID();
      await enqueueDeliveries(trx, {
        type: 'quote.created',
        resource: 'quotes',
        recordId,
        accountId,
        agencyId,
        data: { id: recordId, accountId, quoteNumber: `Q-BENCH-${i}` },
      });
    }
  });
  return performance.now();
}

interface Figures {
  perSecond: number;
  lastMs: number;
  repeats: number;
}

async function measure(
  app: FastifyInstance,
  db: Kysely<Database>,
  alpha: string,
  ids: { accountId: string; agencyId: string },
  withSilent: boolean,
): Promise<Figures> {
  const healthy = await startWebhookReceiver();
  const silent = await startWebhookReceiver();
  silent.hold();
  const hooks = [await webhook(app, alpha, 'Bench healthy', healthy.url)];
  if (withSilent) hooks.push(await webhook(app, alpha, 'Bench silent', silent.url));
  try {
    const start = await queueEvents(db, ids.accountId, ids.agencyId);
    const deadline = Date.now() + 300_000;
    while (new Set(healthy.acknowledged).size < EVENTS) {
      if (Date.now() > deadline) throw new Error(`only ${new Set(healthy.acknowledged).size} of ${EVENTS} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const lastMs = performance.now() - start;
    return {
      perSecond: EVENTS / (lastMs / 1000),
      lastMs,
      repeats: healthy.acknowledged.length - new Set(healthy.acknowledged).size,
    };
  } finally {
    for (const id of hooks) await removeWebhook(app, alpha, id);
    silent.release();
    await Promise.all([healthy.close(), silent.close()]);
    // What the removed webhooks still had queued is deleted with them; let the worker settle before the next run.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  log('provisioning a PostgreSQL database with the demo data…');
  const provisioned = await provisionDatabase('postgres', {}, PLATFORM_RESOURCES, 'migrated');
  const db = provisioned.database.db;
  try {
    await seedDemo(db, 'US', PLATFORM_RESOURCES);
    const app = await buildApp(provisioned.config, provisioned.database, PLATFORM_RESOURCES);
    await app.ready();
    const alpha = await token(app, DEMO.alphaAdmin);
    // Alpha's demo webhooks point at hosts that do not resolve: removed, so each run has only its own receivers.
    const existing = await injectRequest(app, 'GET', `${HOOKS}/search?size=100`, { token: alpha });
    for (const hook of existing.json.content as { id: string }[]) await removeWebhook(app, alpha, hook.id);
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'agencyId'])
      .where('name', '=', 'Alpine Dental Group')
      .executeTakeFirstOrThrow();
    const ids = { accountId: String(account.id), agencyId: String(account.agencyId) };

    const rows: string[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      for (const withSilent of [false, true]) {
        const figures = await measure(app, db, alpha, ids, withSilent);
        const label = withSilent ? 'healthy + silent receiver' : 'healthy receiver alone (baseline)';
        rows.push(
          `| ${run} | ${label} | ${EVENTS} | ${figures.perSecond.toFixed(0)} | ${figures.lastMs.toFixed(0)} | ${figures.repeats} |`,
        );
        log(rows.at(-1)!);
      }
    }
    console.log('\n| run | receivers | events | events/s at the healthy receiver | ms to the last | repeats |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await provisioned.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
