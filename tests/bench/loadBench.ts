/**
 * `npm run bench:load`: many clients over two instances of the built server on one PostgreSQL database (and Redis
 * for the throttles), as a deployment that outgrew one machine runs. A fresh database gets the US demo data plus
 * BENCH_ACCOUNTS client accounts; two instances start on it (`tests/server/support/clusterInstances.ts`); then
 * BENCH_CLIENTS clients (each a closed loop: one call at a time, keep-alive) run for BENCH_SECONDS, spread over
 * both instances and over three personas — an agency agent (lists, search, a quote, account creates and
 * updates), a policyholder (its policies) and provider staff (agencies, accounts) — with the real sign-in tokens
 * of the demo logins (tests/bench/load/personas.ts). Prints, per call: count, requests per second, p50, p99 and
 * the errors by status (any answer but 2xx, or no answer). The baseline, in the same run before the mix: the same
 * clients calling `GET /api/health/live` (no database, no sign-in) for BENCH_BASELINE_SECONDS.
 *
 * The demo throttles stay as configured (RATE_LIMIT_USER 300,000 a minute per user is above what 200 clients of
 * three users send here); set the RATE_LIMIT_* variables for a heavier mix.
 *
 * Environment: BENCH_CLIENTS (200), BENCH_SECONDS (60), BENCH_BASELINE_SECONDS (10), BENCH_ACCOUNTS (20000).
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { seedDemo } from '../../src/server/seed/demoData';
import { DEMO_PASSWORD, testConfig } from '../server/support/databases';
import { createPostgresDatabase } from '../server/support/postgresDatabases';
import { signal, startInstance, waitUntilReady, type Instance } from '../server/support/clusterInstances';
import { seedManyAccounts } from './seedManyAccounts';
import { callOf, PERSONAS, type Call, type Known } from './load/personas';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 10);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20_000);

const log = (message: string) => process.stderr.write(`${message}\n`);
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

interface Sample {
  ms: number;
  status: number;
}

/** One call over a kept-alive connection; status 0 when no answer came. */
function send(base: string, call: Call, token?: string): Promise<{ status: number; json: unknown }> {
  const body = call.body !== undefined ? JSON.stringify(call.body) : undefined;
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${call.url}`,
      {
        method: call.method,
        agent,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', () => resolve({ status: 0, json: undefined }));
      },
    );
    request.on('error', () => resolve({ status: 0, json: undefined }));
    request.end(body);
  });
}

async function login(base: string, email: string): Promise<string> {
  const answer = await send(base, {
    name: 'login',
    method: 'POST',
    url: '/api/auth/v1/login',
    body: { username: email, password: DEMO_PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
  return (answer.json as { accessToken: string }).accessToken;
}

async function idsOf(base: string, token: string, url: string): Promise<{ id: string; version: number }[]> {
  const answer = await send(base, { name: 'setup', method: 'GET', url }, token);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
  return (answer.json as { content: { id: string; version: number }[] }).content;
}

/** Closed-loop clients until `seconds` have passed; answers the samples by call name. */
async function drive(
  seconds: number,
  next: (client: number, n: number) => { base: string; call: Call; token?: string },
): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>();
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = client; performance.now() < end; n += CLIENTS) {
        const { base, call, token } = next(client, n);
        const started = performance.now();
        const answer = await send(base, call, token);
        const list = samples.get(call.name) ?? [];
        list.push({ ms: performance.now() - started, status: answer.status });
        samples.set(call.name, list);
        if (answer.status >= 200 && answer.status < 300) call.onAnswer?.(answer.json);
      }
    }),
  );
  return samples;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

function table(title: string, samples: Map<string, Sample[]>, seconds: number): string[] {
  const lines = [`\n${title}\n`, '| call | count | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|---|'];
  let total = 0;
  let errors = 0;
  for (const [name, list] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = list.map((sample) => sample.ms).sort((a, b) => a - b);
    const failed = list.filter((sample) => sample.status < 200 || sample.status >= 300);
    const byStatus = [...new Set(failed.map((sample) => sample.status))]
      .map((status) => `${failed.filter((sample) => sample.status === status).length}×${status || 'no answer'}`)
      .join(', ');
    total += list.length;
    errors += failed.length;
    lines.push(
      `| ${name} | ${list.length} | ${(list.length / seconds).toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${byStatus || 0} |`,
    );
  }
  lines.push(`| **all** | ${total} | ${(total / seconds).toFixed(0)} | | | ${errors} |`);
  return lines;
}

async function main(): Promise<void> {
  log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const database = await createPostgresDatabase('bench_load');
  const instances: Instance[] = [];
  try {
    log(`seeding the demo data and ${ACCOUNTS} accounts…`);
    const opened = await openDatabase(
      testConfig({ DATABASE_URL: database.url }),
      resourceMigrations(PLATFORM_RESOURCES),
    );
    await seedDemo(opened.db, 'US', PLATFORM_RESOURCES);
    await seedManyAccounts(opened.db, ACCOUNTS);
    await opened.close();

    const env = {
      SEED_DEMO: 'false',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    };
    for (let i = 0; i < 2; i += 1) {
      const instance = await startInstance(database.url, env);
      instances.push(instance);
      await waitUntilReady(instance);
    }
    const bases = instances.map((instance) => instance.base);
    const tokens = Object.fromEntries(
      await Promise.all(
        PERSONAS.map(async (persona) => [persona.name, await login(bases[0]!, persona.email)] as const),
      ),
    );
    const known: Known = {
      accounts: await idsOf(bases[0]!, tokens.agent!, '/api/account/v1/account/search?size=500&sort=name,asc'),
      quotes: (await idsOf(bases[0]!, tokens.agent!, '/api/quote/v1/search?size=100')).map((row) => row.id),
      policies: (await idsOf(bases[0]!, tokens.policyholder!, '/api/policy/v1/search?size=100')).map((row) => row.id),
      agencies: (await idsOf(bases[0]!, tokens.staff!, '/api/auth/v1/admin/agencies/search?size=100')).map(
        (row) => row.id,
      ),
    };
    // Each agent client updates accounts of its own, so two clients never edit one record at once (a 409).
    const ownAccounts = (client: number): Known => ({
      ...known,
      accounts: known.accounts.filter((_, index) => index % CLIENTS === client),
    });
    const views = Array.from({ length: CLIENTS }, (_, client) => ownAccounts(client));

    log(`baseline: ${CLIENTS} clients on GET /api/health/live for ${BASELINE_SECONDS} s…`);
    const baseline = await drive(BASELINE_SECONDS, (client) => ({
      base: bases[client % 2]!,
      call: { name: 'health/live (baseline)', method: 'GET', url: '/api/health/live' },
    }));
    log(`mix: ${CLIENTS} clients over 2 instances for ${SECONDS} s…`);
    const mix = await drive(SECONDS, (client, n) => {
      const persona = PERSONAS[client % PERSONAS.length]!;
      const view = views[client]!;
      const call = callOf(persona, view.accounts.length ? view : { ...known, accounts: known.accounts }, n);
      return { base: bases[client % 2]!, call, token: tokens[persona.name] };
    });
    log(
      `load average ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      table(`Baseline: ${CLIENTS} clients, ${BASELINE_SECONDS} s, 2 instances`, baseline, BASELINE_SECONDS).join('\n'),
    );
    console.log(table(`Mix: ${CLIENTS} clients, ${SECONDS} s, 2 instances, PostgreSQL`, mix, SECONDS).join('\n'));
  } finally {
    for (const instance of instances) signal(instance, 'SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await database.drop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
