/**
 * `npm run bench:api`: the list API at scale, over real HTTP, beside a framework-free baseline.
 *
 * PostgreSQL part (default): a fresh database with 1,000,000 client accounts (in the two demo agencies' teams);
 * the real server as `npm start` runs it (its build, tests/support/builtServer.ts) in a child process; a raw
 * node:http + pg server in another, replaying the very statements the project issued for each URL (captured from
 * the project in-process). A closed loop
 * of 50 keep-alive connections runs each case against both servers in turns (runInTurns), then the SQL alone is timed.
 * Embedded part (`-- --embedded`, or BENCH_PARTS=embedded): 200,000 accounts in a fresh PGlite data dir,
 * the real server as a child process, 50 connections on the list call, the server's RSS read from /proc.
 *
 * Environment: BENCH_ACCOUNTS (1000000), BENCH_EMBEDDED_ACCOUNTS (200000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50), BENCH_MAX_REQUESTS (200000), BENCH_CASES (words picking cases by name), BENCH_EXPLAIN=1 prints the query plans,
 * BENCH_DATABASE_URL reuses an already seeded database instead of creating one, BENCH_EMBEDDED_DATA_DIR a
 * data dir (seeded on first use and kept), BENCH_SERVER_FLAGS node flags for the PostgreSQL part's server instead of
 * POSTGRES_NODE_FLAGS (to measure a flag), BENCH_RAW_FLAGS node flags for the raw server (none by default), BENCH_CPU_PROFILE a directory for the project server's V8 CPU profile (the raw server's goes to its raw/ folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import {
  ACCOUNTS_API,
  DEMO,
  DEMO_PASSWORD,
  injectRequest,
  makeTempDataDir,
  removeDir,
  testConfig,
} from '../server/support/databases';
import { captureSql, type Statement } from './api/captureSql';
import {
  benchServerEnv,
  freePort,
  loginOverHttp,
  postgresCpu,
  samplePeak,
  startChild,
  type Child,
} from './api/childProcess';
import { closedLoop, percentile, type LoadResult } from './api/closedLoop';
import { seedBenchData, seededPostgres } from './api/seededPostgres';
import { builtServer } from '../support/builtServer';
import { RARE_WORD } from './seedManyAccounts';
import { EMBEDDED_NODE_FLAGS, POSTGRES_NODE_FLAGS } from '../../src/server/nodeFlags';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000_000);
const EMBEDDED_ACCOUNTS = Number(process.env.BENCH_EMBEDDED_ACCOUNTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 200_000);
const SQL_RUNS = 200;
const SQL_ROUNDS = 5;
/** How many slices the project's and raw's measured time are cut into, run in turns (see runInTurns). */
const TURNS = 4;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** BENCH_CPU_PROFILE=<dir>: the project server writes a V8 CPU profile there when it stops (see docs/benchmarks/bench-api.md). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/** BENCH_SERVER_FLAGS="…": the PostgreSQL part's server runs with these node flags instead of POSTGRES_NODE_FLAGS. */
const SERVER_FLAGS =
  process.env.BENCH_SERVER_FLAGS !== undefined
    ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean)
    : POSTGRES_NODE_FLAGS;
/** BENCH_RAW_FLAGS="…": node flags for the raw server (Node's defaults otherwise), to see what a flag does for plain node. */
const RAW_FLAGS = (process.env.BENCH_RAW_FLAGS ?? '').split(' ').filter(Boolean);
const PARTS = process.argv.includes('--embedded') ? ['embedded'] : (process.env.BENCH_PARTS ?? 'postgres').split(',');

const LIST = `${ACCOUNTS_API}/search?page=0&size=25&sort=name,asc`;
interface Case {
  name: string;
  who: keyof typeof DEMO;
  url: string;
  /** Which SQL target applies: the tenant page (≤ 1 ms) or a search with its total (≤ 10 ms). */
  sqlBudgetMs?: number;
}
const ALL_CASES: Case[] = [
  { name: 'list, staff', who: 'staff', url: LIST },
  { name: 'list, agency admin', who: 'alphaAdmin', url: LIST, sqlBudgetMs: 1 },
  { name: 'list, agent (team)', who: 'alphaAgent', url: LIST, sqlBudgetMs: 1 },
  { name: 'search *logistics*', who: 'alphaAdmin', url: `${LIST}&search=*logistics*`, sqlBudgetMs: 10 },
  {
    name: `search *${RARE_WORD.toLowerCase()}*`,
    who: 'alphaAdmin',
    url: `${LIST}&search=*${RARE_WORD.toLowerCase()}*`,
    sqlBudgetMs: 10,
  },
];
/** BENCH_CASES="staff,agent": only the cases whose names contain one of these words (to measure one change quickly). */
const CASES = process.env.BENCH_CASES
  ? ALL_CASES.filter((c) => process.env.BENCH_CASES!.split(',').some((word) => c.name.includes(word.trim())))
  : ALL_CASES;

/** A database with the core and every resource's migrations, as the server opens it. */
const openPlatformDatabase = (config: ReturnType<typeof testConfig>) =>
  openDatabase(config, resourceMigrations(PLATFORM_RESOURCES));

const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
type Run = LoadResult & { cpuPerRequest: number; databaseCpuPerRequest: number; clientCpuPerRequest: number };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

async function tokensFor(login: (email: string) => Promise<string>): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const who of new Set(CASES.map((c) => c.who))) tokens[who] = await login(DEMO[who]);
  return tokens;
}

/** The statements the project sends for each case, captured from an in-process server on the same database. */
async function captureCases(url: string): Promise<{ tokens: Record<string, string>; statements: Statement[][] }> {
  const config = testConfig({ DATABASE_URL: url });
  const database = await openPlatformDatabase(config);
  const app = await buildApp(config, database, PLATFORM_RESOURCES);
  try {
    const tokens = await tokensFor(async (email) => {
      const answer = await injectRequest(app, 'POST', '/api/auth/v1/login', {
        body: { username: email, password: DEMO_PASSWORD },
      });
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${answer.text}`);
      return answer.json.accessToken as string;
    });
    const statements: Statement[][] = [];
    for (const c of CASES) {
      await injectRequest(app, 'GET', c.url, { token: tokens[c.who] }); // warm: first-use statements stay out
      let status = 0;
      const captured = await captureSql(async () => {
        status = (await injectRequest(app, 'GET', c.url, { token: tokens[c.who] })).status;
      });
      if (status !== 200) throw new Error(`${c.name}: ${status}`);
      statements.push(captured);
    }
    return { tokens, statements };
  } finally {
    await app.close();
    await database.close();
  }
}

interface Target {
  label: string;
  url: string;
  server: Child;
}

/**
 * Closed-loop runs against each target, SECONDS in all per target. With several targets they take turns: each is
 * warmed up, then the measured time is cut into TURNS slices run in the order A B B A A B B A…, so a slow spell
 * of the machine (another process, the checkpointer) falls on both rather than on whichever ran then. Figures are
 * over all slices together. CPU time per answer, in ms: `cpuPerRequest` the server process's,
 * `databaseCpuPerRequest` PostgreSQL's (all its processes), `clientCpuPerRequest` this process's (the load).
 */
async function runInTurns(targets: Target[], token: string): Promise<Run[]> {
  const headers = { authorization: `Bearer ${token}` };
  for (const t of targets)
    await closedLoop(t.url, { connections: CONNECTIONS, seconds: Math.min(2, SECONDS), maxRequests: 2_000, headers });
  const turns = targets.length > 1 ? TURNS : 1;
  const totals = targets.map(() => ({
    requests: 0,
    errors: 0,
    seconds: 0,
    latencies: [] as number[],
    cpu: 0,
    database: 0,
    client: 0,
    sample: undefined as string | undefined,
  }));
  for (let turn = 0; turn < turns; turn++) {
    const order = [...targets.keys()];
    if (turn % 2) order.reverse();
    for (const index of order) {
      const { url, server } = targets[index];
      const cpuBefore = server.cpuMs();
      const database = postgresCpu();
      const clientBefore = process.cpuUsage();
      const slice = await closedLoop(url, {
        connections: CONNECTIONS,
        seconds: SECONDS / turns,
        maxRequests: Math.ceil(MAX_REQUESTS / turns),
        headers,
      });
      const client = process.cpuUsage(clientBefore);
      const total = totals[index];
      total.requests += slice.requests;
      total.errors += slice.errors;
      total.seconds += slice.seconds;
      for (const ms of slice.latencies) total.latencies.push(ms);
      total.cpu += server.cpuMs() - cpuBefore;
      total.database += database.since();
      total.client += (client.user + client.system) / 1000;
      total.sample ??= slice.sample;
    }
  }
  return targets.map(({ label }, index) => {
    const total = totals[index];
    const latencies = total.latencies.sort((a, b) => a - b);
    const result: Run = {
      requests: total.requests,
      errors: total.errors,
      seconds: total.seconds,
      rps: total.requests / total.seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      latencies,
      sample: total.sample,
      cpuPerRequest: total.cpu / total.requests,
      databaseCpuPerRequest: total.database / total.requests,
      clientCpuPerRequest: total.client / total.requests,
    };
    log(
      `  ${label.padEnd(8)} ${f(result.rps)} rps  p50 ${f(result.p50)} ms  p99 ${f(result.p99)} ms  CPU ms/request: server ${f(result.cpuPerRequest, 2)}, PostgreSQL ${f(result.databaseCpuPerRequest, 2)}, load ${f(result.clientCpuPerRequest, 2)}  errors ${result.errors}  (load ${load()})`,
    );
    if (result.errors) log(`  first answer: ${result.sample?.slice(0, 300)}`);
    return result;
  });
}

/**
 * SQL alone: each case's list statements (not authentication), back to back on one connection: their cost as a
 * client waits for it (round trip, rows decoded). The cases take turns in SQL_ROUNDS rounds, so a slow spell of the
 * machine spreads over every case instead of landing on one. Beside it, PostgreSQL's own share: planning plus
 * execution as `EXPLAIN (ANALYZE, TIMING OFF)` reports it (no parsing, no row output, no network).
 */
async function timeSql(
  url: string,
  statements: Statement[][],
): Promise<{ p50: number; p99: number; databaseP50: number }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lists = CASES.map((_, index) => statements[index].slice(1));
  const timed = async (once: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    await once();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const roundTrip = (list: Statement[]) => async () => {
    for (const s of list) await client.query(s.text, s.values);
  };
  const ownTime = async (list: Statement[]) => {
    let ms = 0;
    for (const s of list) {
      const plan = (await client.query(`explain (analyze, timing off, summary on) ${s.text}`, s.values)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      ms += Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1]) + Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]);
    }
    return ms;
  };
  try {
    const samples = lists.map(() => [] as number[]);
    const own = lists.map(() => [] as number[]);
    for (let round = 0; round < SQL_ROUNDS; round++) {
      for (const [index, list] of lists.entries()) {
        for (let i = 0; i < 10; i++) await roundTrip(list)();
        for (let i = 0; i < SQL_RUNS / SQL_ROUNDS; i++) samples[index].push(await timed(roundTrip(list)));
        for (let i = 0; i < 20; i++) own[index].push(await ownTime(list));
      }
    }
    if (EXPLAIN) {
      for (const [index, list] of lists.entries()) {
        for (const s of list) {
          const plan = await client.query(`explain (analyze, buffers, costs off, timing on) ${s.text}`, s.values);
          log(
            `\n-- ${CASES[index].name}\n${s.text}\n${JSON.stringify(s.values)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
          );
        }
      }
    }
    return samples.map((times, index) => {
      times.sort((a, b) => a - b);
      const database = own[index].sort((a, b) => a - b);
      return { p50: percentile(times, 50), p99: percentile(times, 99), databaseP50: percentile(database, 50) };
    });
  } finally {
    await client.end();
  }
}

async function postgresPart(): Promise<void> {
  log(
    `bench:api (PostgreSQL): ${ACCOUNTS.toLocaleString('en-US')} accounts, ${CONNECTIONS} connections, ${SECONDS} s per case; load ${load()}`,
  );
  const database = await seededPostgres(ACCOUNTS);
  const casesFile = path.join(os.tmpdir(), `bench-api-cases-${process.pid}.json`);
  let project: Child | undefined;
  let raw: Child | undefined;
  try {
    const { tokens, statements } = await captureCases(database.url);
    fs.writeFileSync(
      casesFile,
      JSON.stringify(
        Object.fromEntries(CASES.map((c, i) => [c.url + (c.who === 'staff' ? '' : `&as=${c.who}`), statements[i]])),
      ),
    );
    log(`captured ${statements.map((s) => s.length).join('/')} statements per request`);
    const projectPort = await freePort();
    project = await startChild(
      await builtServer(),
      [],
      benchServerEnv(projectPort, { DATABASE_URL: database.url }),
      /console: http/,
      CPU_PROFILE_DIR ? [...SERVER_FLAGS, '--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : SERVER_FLAGS,
    );
    const rawPort = await freePort();
    raw = await startChild(
      'tests/bench/api/rawServer.ts',
      [casesFile, String(rawPort), database.url],
      {},
      /listening/,
      CPU_PROFILE_DIR ? [...RAW_FLAGS, '--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROFILE_DIR, 'raw')}`] : RAW_FLAGS,
    );

    const results: { project: Run; raw: Run }[] = [];
    const peak = samplePeak(() => project!.rss());
    for (const c of CASES) {
      log(c.name);
      const [projectResult, rawResult] = await runInTurns(
        [
          { label: 'project', url: `http://127.0.0.1:${projectPort}${c.url}`, server: project },
          {
            label: 'raw',
            url: `http://127.0.0.1:${rawPort}${c.url}${c.who === 'staff' ? '' : `&as=${c.who}`}`,
            server: raw,
          },
        ],
        tokens[c.who],
      );
      results.push({ project: projectResult, raw: rawResult });
    }
    const projectRss = project.rss();
    const projectPeakRss = peak.stop();
    await project.stop();
    await raw.stop();
    const sqlTimes = await timeSql(database.url, statements);

    console.log(
      `\nGET ${LIST}[&search=*term*], ${ACCOUNTS.toLocaleString('en-US')} client accounts on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per case`,
    );
    console.log(
      `target: project ≥ 85 % of raw node:http + pg requests/s, p99 ≤ 1.5 × raw (load average ${load()}; ${os.cpus().length} cores)\n`,
    );
    console.log(
      table(
        [
          'case',
          'project rps',
          'p50 ms',
          'p99 ms',
          'raw rps',
          'p50 ms',
          'p99 ms',
          'rps ratio',
          'p99 ratio',
          'met?',
          'CPU ms/req project / raw',
          'PostgreSQL CPU ms/req',
        ],
        CASES.map((c, i) => {
          const { project: p, raw: r } = results[i];
          const rps = p.rps / r.rps;
          const p99 = p.p99 / r.p99;
          const errors = p.errors + r.errors ? ` (${p.errors}/${r.errors} errors)` : '';
          return [
            c.name,
            f(p.rps),
            f(p.p50),
            f(p.p99),
            f(r.rps),
            f(r.p50),
            f(r.p99),
            f(rps, 2),
            f(p99, 2),
            (rps >= 0.85 && p99 <= 1.5 ? 'yes' : 'no') + errors,
            `${f(p.cpuPerRequest, 2)} / ${f(r.cpuPerRequest, 2)}`,
            `${f(p.databaseCpuPerRequest, 2)} / ${f(r.databaseCpuPerRequest, 2)}`,
          ];
        }),
      ),
    );
    console.log(
      `\nSQL alone (rows + total, ${SQL_RUNS} runs per case in ${SQL_ROUNDS} rounds, the cases taking turns): round trip on one connection (met? is judged on its p50), and PostgreSQL's own planning + execution (EXPLAIN ANALYZE, p50): target tenant page ≤ 1 ms, search with its total ≤ 10 ms\n`,
    );
    console.log(
      table(
        ['case', 'statements', 'p50 ms', 'p99 ms', 'PostgreSQL p50 ms', 'target ms', 'met?'],
        CASES.map((c, i) => [
          c.name,
          String(statements[i].length - 1),
          f(sqlTimes[i].p50, 2),
          f(sqlTimes[i].p99, 2),
          f(sqlTimes[i].databaseP50, 2),
          c.sqlBudgetMs ? String(c.sqlBudgetMs) : '-',
          c.sqlBudgetMs ? (sqlTimes[i].p50 <= c.sqlBudgetMs ? 'yes' : 'no') : '-',
        ]),
      ),
    );
    console.log(`\nproject server RSS: peak under the load ${mb(projectPeakRss)}, after it ${mb(projectRss)}`);
  } finally {
    await project?.stop();
    await raw?.stop();
    fs.rmSync(casesFile, { force: true });
    await database.drop();
  }
}

async function embeddedPart(): Promise<void> {
  log(
    `bench:api (embedded): ${EMBEDDED_ACCOUNTS.toLocaleString('en-US')} accounts, ${CONNECTIONS} connections, ${SECONDS} s per case; load ${load()}`,
  );
  const reuse = process.env.BENCH_EMBEDDED_DATA_DIR;
  const dataDir = reuse ?? makeTempDataDir('bench-api-');
  let server: Child | undefined;
  try {
    const database = await openPlatformDatabase(testConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    try {
      const seeded =
        reuse !== undefined && (await database.db.selectFrom('users').select('id').executeTakeFirst()) !== undefined;
      if (!seeded) await seedBenchData(database.db, EMBEDDED_ACCOUNTS, 10_000);
    } finally {
      await database.close();
    }
    const port = await freePort();
    server = await startChild(
      await builtServer(),
      [],
      benchServerEnv(port, { DATA_DIR: dataDir, DATABASE_URL: '' }),
      /console: http/,
      EMBEDDED_NODE_FLAGS,
    );
    const startRss = server.rss();
    const base = `http://127.0.0.1:${port}`;
    const tokens = await tokensFor((email) => loginOverHttp(base, email));
    const rows: string[][] = [];
    for (const c of CASES.slice(0, 3)) {
      log(c.name);
      const peak = samplePeak(() => server!.rss());
      const [result] = await runInTurns([{ label: 'embedded', url: `${base}${c.url}`, server }], tokens[c.who]);
      const rss = peak.stop();
      const ratio = result.p99 / result.p50;
      rows.push([
        c.name,
        f(result.rps),
        f(result.p50),
        f(result.p99),
        f(ratio, 1),
        mb(rss),
        ratio <= 10 && rss <= 350 * 1024 * 1024 ? 'yes' : 'no',
        String(result.errors),
      ]);
    }
    console.log(
      `\nGET ${LIST} on the embedded database (PGlite), ${EMBEDDED_ACCOUNTS.toLocaleString('en-US')} client accounts, ${CONNECTIONS} connections, ${SECONDS} s per case`,
    );
    console.log(
      `target: p99 ≤ 10 × p50, server RSS ≤ 350 MB under load (load average ${load()}; RSS after start ${mb(startRss)})\n`,
    );
    console.log(table(['case', 'rps', 'p50 ms', 'p99 ms', 'p99/p50', 'peak RSS', 'met?', 'errors'], rows));
  } finally {
    await server?.stop();
    if (!reuse) removeDir(dataDir);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  if (PARTS.includes('postgres')) await postgresPart();
  if (PARTS.includes('embedded')) await embeddedPart();
  console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
