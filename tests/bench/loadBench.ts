/**
 * `npm run bench:load`: two instances of the built API server (as `npm start` runs it, with its node flags) over one
 * fresh PostgreSQL database with the demo data and BENCH_ACCOUNTS client accounts, sharing Redis for the
 * throttles, under BENCH_CLIENTS concurrent keep-alive clients for BENCH_SECONDS, spread over both instances.
 * The clients are three personas signed in with the demo logins (tests/bench/load/personas.ts): agency agents
 * (lists, search, reads, creating and editing their own accounts and quotes), policyholders (their policies and
 * what they owe), provider staff (organisations, every client account). Beside it, in the same run, a baseline:
 * the same clients on `GET /api/health/live` of the same two instances (HTTP, keep-alive and the server's hooks,
 * no database), so the figures can be read on a loaded machine. After the run each instance's own metrics (request
 * time by route, statement time, pool waits, event loop lag) tell where the time went.
 *
 * The rate limits are raised for the run through the variables the server reads (RATE_LIMIT_USER,
 * RATE_LIMIT_ADDRESS, RATE_LIMIT_API_KEY; docs/operations/rate-limits.md): 200 clients of one user each far exceed
 * a person's limits, and a 429 would measure the throttle instead of the server.
 *
 * Environment: BENCH_SECONDS (60), BENCH_CLIENTS (200), BENCH_ACCOUNTS (100000), BENCH_BASELINE_SECONDS (10),
 * BENCH_WARMUP_SECONDS (5), BENCH_CPU_PROFILE a directory for the first instance's V8 CPU profile.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { openDatabase } from '../../src/server/db/database';
import { POSTGRES_NODE_FLAGS } from '../../src/server/nodeFlags';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { createPostgresDatabase, testConfig } from '../server/support/databases';
import { portAnswers, postgresAnswers } from '../server/support/clusterInstances';
import { POSTGRES_ADMIN_URL } from '../server/support/postgresDatabases';
import { builtServer } from '../support/builtServer';
import { benchServerEnv, freePort, loginOverHttp, postgresCpu, startChild, type Child } from './api/childProcess';
import { seedBenchData } from './api/seededPostgres';
import { runClients, type ClientPlan } from './load/mixedLoop';
import { findFixtures, personaCalls, personaOfClient, PERSONA_LOGINS, type Persona } from './load/personas';
import { callRows, f, table } from './load/report';
import { queryDurations, routeDurations, sampleDuringLoad, scrape } from './load/serverMetrics';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? Math.min(10, SECONDS));
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.min(5, SECONDS));
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const REDIS_URL = 'redis://127.0.0.1:6379';
/** A call whose p99 is above this is named under the table, with what the servers' metrics say of its route. */
const P99_BUDGET_MS = 250;
/** Far above what 200 clients send in a window: the bench measures the server, not its throttle. */
const UNTHROTTLED = '1000000000';

/** A histogram bucket's bound; past the largest bucket (5 s) the histogram knows no bound. */
const bound = (ms: number) => (ms === Infinity ? '> 5000' : f(ms, 0));
const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Instance {
  child: Child;
  /** http://127.0.0.1:port */
  base: string;
}

async function startInstances(databaseUrl: string, metricsToken: string): Promise<Instance[]> {
  const prefix = `benchload:${randomBytes(4).toString('hex')}:`;
  const instances: Instance[] = [];
  for (let n = 0; n < 2; n++) {
    const port = await freePort();
    const env = {
      ...benchServerEnv(port, { DATABASE_URL: databaseUrl }),
      REGION: 'US',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      RATE_LIMIT_USER: UNTHROTTLED,
      RATE_LIMIT_ADDRESS: UNTHROTTLED,
      RATE_LIMIT_API_KEY: UNTHROTTLED,
      METRICS_TOKEN: metricsToken,
    };
    const flags =
      CPU_PROFILE_DIR && n === 0
        ? [...POSTGRES_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`]
        : POSTGRES_NODE_FLAGS;
    // One after the other, as a deployment rolls out: both find the database migrated.
    const child = await startChild(await builtServer(), [], env, /console: http/, flags);
    instances.push({ child, base: `http://127.0.0.1:${port}` });
  }
  return instances;
}

async function main(): Promise<void> {
  if (!(await postgresAnswers(POSTGRES_ADMIN_URL)))
    throw new Error(`No PostgreSQL server answers at ${POSTGRES_ADMIN_URL}`);
  if (!(await portAnswers(6379))) throw new Error(`No Redis answers at ${REDIS_URL}`);
  const started = Date.now();
  log(`bench:load: ${CLIENTS} clients, ${SECONDS} s, ${ACCOUNTS.toLocaleString('en-US')} accounts; load ${load()}`);
  const database = await createPostgresDatabase('benchload');
  let instances: Instance[] = [];
  try {
    const opened = await openDatabase(
      testConfig({ DATABASE_URL: database.url }),
      resourceMigrations(PLATFORM_RESOURCES),
    );
    try {
      await seedBenchData(opened.db, ACCOUNTS, 50_000);
    } finally {
      await opened.close();
    }
    const metricsToken = randomBytes(16).toString('hex');
    instances = await startInstances(database.url, metricsToken);
    const bases = instances.map((i) => i.base);
    const tokens = {} as Record<Persona, string>;
    for (const persona of Object.keys(PERSONA_LOGINS) as Persona[])
      tokens[persona] = await loginOverHttp(bases[0], PERSONA_LOGINS[persona]);
    const fixtures = await findFixtures(bases[1], tokens);
    const calls = personaCalls(fixtures);
    const mixPlans: ClientPlan[] = Array.from({ length: CLIENTS }, (_, index) => {
      const persona = personaOfClient(index);
      return { persona, token: tokens[persona], base: bases[index % 2], kinds: calls[persona] };
    });
    const livePlans: ClientPlan[] = Array.from({ length: CLIENTS }, (_, index) => ({
      persona: 'baseline',
      token: '',
      base: bases[index % 2],
      kinds: [{ name: 'GET /api/health/live', weight: 1, next: () => ({ method: 'GET', path: '/api/health/live' }) }],
    }));

    log(`baseline: ${CLIENTS} clients on GET /api/health/live for ${BASELINE_SECONDS} s (load ${load()})`);
    const baseline = await runClients(livePlans, BASELINE_SECONDS);
    log(`warm-up: the mix for ${WARMUP_SECONDS} s`);
    await runClients(mixPlans, WARMUP_SECONDS);
    log(`the mix: ${CLIENTS} clients for ${SECONDS} s (load ${load()})`);
    const cpuBefore = instances.map((i) => i.child.cpuMs());
    const databaseCpu = postgresCpu();
    const sampler = sampleDuringLoad(bases, metricsToken);
    const mix = await runClients(mixPlans, SECONDS);
    const during = await sampler.stop();
    const serverCpu = instances.map((i, n) => i.child.cpuMs() - cpuBefore[n]);
    const postgresMs = databaseCpu.since();
    const scrapes = await Promise.all(bases.map((base) => scrape(base, metricsToken)));

    const rows = callRows(mix.figures, mix.seconds);
    const live = callRows(baseline.figures, baseline.seconds).at(-1)!;
    const total = rows.at(-1)!;
    console.log(
      `\n${CLIENTS} clients (5 agents : 3 policyholders : 2 staff in every 10), two instances over one PostgreSQL database ` +
        `(${ACCOUNTS.toLocaleString('en-US')} client accounts), ${f(mix.seconds, 0)} s; load average ${load()}, ${os.cpus().length} cores\n`,
    );
    console.log(
      table(
        ['call', 'count', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'errors by status'],
        [...rows, { ...live, name: 'baseline: GET /api/health/live (same clients, same instances)' }].map((r) => [
          r.name,
          String(r.count),
          f(r.rps),
          f(r.p50),
          f(r.p99),
          String(r.errors),
          r.byStatus || '-',
        ]),
      ),
    );
    const requests = total.count;
    console.log(
      `\nCPU per answer of the mix: servers ${serverCpu.map((ms) => f(ms / requests, 2)).join(' + ')} ms, ` +
        `PostgreSQL ${f(postgresMs / requests, 2)} ms; mix ${f(total.rps / live.rps, 3)} × the baseline's requests/s`,
    );
    console.log(
      `during the mix (${during.samples} samples of both instances): at most ${during.poolWaitingMax} requests waiting ` +
        `for a pool connection (10 per instance), event loop lag up to ${f(during.eventLoopLagMaxMs)} ms`,
    );
    const statements = queryDurations(scrapes);
    console.log(
      `statements through the query layer (warm-up and mix): ${statements.count}, p50 ≤ ${bound(statements.p50)} ms, p99 ≤ ${bound(statements.p99)} ms`,
    );
    const routes = [...routeDurations(scrapes)].filter(
      ([route]) => !route.includes('/health/') && !route.includes('/metrics'),
    );
    console.log(`\nserver-side request time by route (both instances, warm-up and mix; bucket bounds):\n`);
    console.log(
      table(
        ['route', 'count', 'p50 ms ≤', 'p99 ms ≤', 'mean ms'],
        routes
          .sort((a, b) => b[1].count - a[1].count)
          .map(([route, d]) => [route, String(d.count), bound(d.p50), bound(d.p99), f(d.meanMs)]),
      ),
    );
    const slow = rows.filter((r) => r.name !== 'all calls' && r.p99 > P99_BUDGET_MS);
    console.log(
      slow.length
        ? `\np99 above ${P99_BUDGET_MS} ms: ${slow.map((r) => `${r.name} (${f(r.p99)} ms)`).join(', ')}`
        : `\nevery call's p99 is within ${P99_BUDGET_MS} ms`,
    );
  } finally {
    for (const instance of instances) await instance.child.stop();
    await database.drop();
    log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
