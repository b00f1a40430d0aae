/**
 * `npm run bench:api`: the list API at scale, over real HTTP, beside a framework-free baseline.
 *
 * PostgreSQL part (default): a fresh database with 1,000,000 client accounts (in the two demo agencies' teams);
 * the real server as `npm start` runs it (its build, tests/support/builtServer.ts) in a child process; a raw
 * node:http + pg server in another, replaying the very statements the project issued for each URL (captured from
 * the project in-process). A closed loop
 * of 50 keep-alive connections runs each case against each server, then the SQL alone is timed.
 * Embedded part (`-- --embedded`, or BENCH_PARTS=embedded): 200,000 accounts in a fresh PGlite data dir,
 * the real server as a child process, 50 connections on the list call, the server's RSS read from /proc.
 *
 * Environment: BENCH_ACCOUNTS (1000000), BENCH_EMBEDDED_ACCOUNTS (200000), BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50), BENCH_MAX_REQUESTS (200000), BENCH_CASES (words picking cases by name), BENCH_EXPLAIN=1 prints the query plans,
 * BENCH_DATABASE_URL reuses an already seeded database instead of creating one, BENCH_EMBEDDED_DATA_DIR a
 * data dir (seeded on first use and kept), BENCH_SERVER_FLAGS node flags for the PostgreSQL part's server instead of
 * POSTGRES_NODE_FLAGS (to measure a flag), BENCH_CPU_PROFILE a directory for the project server's V8 CPU profile (the raw server's goes to its raw/ folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { resourceMigrations } from '../../src/server/resources/registry';
import { ACCOUNTS_API, DEMO, DEMO_PASSWORD, injectRequest, makeTempDataDir, removeDir, testConfig } from '../server/support/databases';
import { captureSql, type Statement } from './api/captureSql';
import { benchServerEnv, freePort, loginOverHttp, postgresCpu, samplePeak, startChild, type Child } from './api/childProcess';
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
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
/** BENCH_CPU_PROFILE=<dir>: the project server writes a V8 CPU profile there when it stops (see README). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/** BENCH_SERVER_FLAGS="…": the PostgreSQL part's server runs with these node flags instead of POSTGRES_NODE_FLAGS. */
const SERVER_FLAGS = process.env.BENCH_SERVER_FLAGS !== undefined ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean) : POSTGRES_NODE_FLAGS;
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
  { name: `search *${RARE_WORD.toLowerCase()}*`, who: 'alphaAdmin', url: `${LIST}&search=*${RARE_WORD.toLowerCase()}*`, sqlBudgetMs: 10 },
];
/** BENCH_CASES="staff,agent": only the cases whose names contain one of these words (to measure one change quickly). */
const CASES = process.env.BENCH_CASES ? ALL_CASES.filter((c) => process.env.BENCH_CASES!.split(',').some((word) => c.name.includes(word.trim()))) : ALL_CASES;

/** A database with the core and every resource's migrations, as the server opens it. */
const openPlatformDatabase = (config: ReturnType<typeof testConfig>) => openDatabase(config, resourceMigrations(PLATFORM_RESOURCES));

const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
type Run = LoadResult & { cpuPerRequest: number; databaseCpuPerRequest: number; clientCpuPerRequest: number };
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
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
      const answer = await injectRequest(app, 'POST', '/api/auth/v1/login', { body: { username: email, password: DEMO_PASSWORD } });
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

/**
 * A closed-loop run against `server`. CPU time per answer, in ms: `cpuPerRequest` the server process's,
 * `databaseCpuPerRequest` PostgreSQL's (all its processes), `clientCpuPerRequest` this process's (the load).
 */
async function run(label: string, url: string, token: string, server: Child): Promise<Run> {
  const headers = { authorization: `Bearer ${token}` };
  await closedLoop(url, { connections: CONNECTIONS, seconds: Math.min(2, SECONDS), maxRequests: 2_000, headers });
  const cpuBefore = server.cpuMs();
  const database = postgresCpu();
  const clientBefore = process.cpuUsage();
  const measured = await closedLoop(url, { connections: CONNECTIONS, seconds: SECONDS, maxRequests: MAX_REQUESTS, headers });
  const client = process.cpuUsage(clientBefore);
  const result = {
    ...measured,
    cpuPerRequest: (server.cpuMs() - cpuBefore) / measured.requests,
    databaseCpuPerRequest: database.since() / measured.requests,
    clientCpuPerRequest: (client.user + client.system) / 1000 / measured.requests,
  };
  log(
    `  ${label.padEnd(8)} ${f(result.rps)} rps  p50 ${f(result.p50)} ms  p99 ${f(result.p99)} ms  CPU ms/request: server ${f(result.cpuPerRequest, 2)}, PostgreSQL ${f(result.databaseCpuPerRequest, 2)}, load ${f(result.clientCpuPerRequest, 2)}  errors ${result.errors}  (load ${load()})`,
  );
  if (result.errors) log(`  first answer: ${result.sample?.slice(0, 300)}`);
  return result;
}

/**
 * SQL alone: each case's list statements (not authentication), back to back on one connection (their cost added
 * up), then as the server runs them: all at once, one connection each (the page waits for the slowest).
 */
async function timeSql(url: string, statements: Statement[][]): Promise<{ p50: number; p99: number; servedP50: number; servedP99: number }[]> {
  const clients = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all(clients.map((c) => c.connect()));
  const [client] = clients;
  const sample = async (once: () => Promise<void>) => {
    const time = async () => {
      const started = process.hrtime.bigint();
      await once();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    for (let i = 0; i < 20; i++) await time();
    const samples: number[] = [];
    for (let i = 0; i < SQL_RUNS; i++) samples.push(await time());
    samples.sort((a, b) => a - b);
    return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
  };
  try {
    const timings: { p50: number; p99: number; servedP50: number; servedP99: number }[] = [];
    for (const [index, c] of CASES.entries()) {
      const list = statements[index].slice(1);
      const serial = await sample(async () => {
        for (const s of list) await client.query(s.text, s.values);
      });
      const served = await sample(async () => {
        await Promise.all(list.map((s, i) => clients[i % clients.length].query(s.text, s.values)));
      });
      timings.push({ ...serial, servedP50: served.p50, servedP99: served.p99 });
      if (EXPLAIN) {
        for (const s of list) {
          const plan = await client.query(`explain (analyze, buffers, costs off, timing on) ${s.text}`, s.values);
          log(`\n-- ${c.name}\n${s.text}\n${JSON.stringify(s.values)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
        }
      }
    }
    return timings;
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
}

async function postgresPart(): Promise<void> {
  log(`bench:api (PostgreSQL): ${ACCOUNTS.toLocaleString('en-US')} accounts, ${CONNECTIONS} connections, ${SECONDS} s per case; load ${load()}`);
  const database = await seededPostgres(ACCOUNTS);
  const casesFile = path.join(os.tmpdir(), `bench-api-cases-${process.pid}.json`);
  let project: Child | undefined;
  let raw: Child | undefined;
  try {
    const { tokens, statements } = await captureCases(database.url);
    fs.writeFileSync(casesFile, JSON.stringify(Object.fromEntries(CASES.map((c, i) => [c.url + (c.who === 'staff' ? '' : `&as=${c.who}`), statements[i]]))));
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
    raw = await startChild('tests/bench/api/rawServer.ts', [casesFile, String(rawPort), database.url], {}, /listening/, CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROFILE_DIR, 'raw')}`] : []);

    const results: { project: Run; raw: Run }[] = [];
    for (const c of CASES) {
      log(c.name);
      const projectResult = await run('project', `http://127.0.0.1:${projectPort}${c.url}`, tokens[c.who], project);
      const rawResult = await run('raw', `http://127.0.0.1:${rawPort}${c.url}${c.who === 'staff' ? '' : `&as=${c.who}`}`, tokens[c.who], raw);
      results.push({ project: projectResult, raw: rawResult });
    }
    const projectRss = project.rss();
    await project.stop();
    await raw.stop();
    const sqlTimes = await timeSql(database.url, statements);

    console.log(`\nGET ${LIST}[&search=*term*], ${ACCOUNTS.toLocaleString('en-US')} client accounts on PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per case`);
    console.log(`target: project ≥ 85 % of raw node:http + pg requests/s, p99 ≤ 1.5 × raw (load average ${load()}; ${os.cpus().length} cores)\n`);
    console.log(
      table(
        ['case', 'project rps', 'p50 ms', 'p99 ms', 'raw rps', 'p50 ms', 'p99 ms', 'rps ratio', 'p99 ratio', 'met?', 'CPU ms/req project / raw', 'PostgreSQL CPU ms/req'],
        CASES.map((c, i) => {
          const { project: p, raw: r } = results[i];
          const rps = p.rps / r.rps;
          const p99 = p.p99 / r.p99;
          const errors = p.errors + r.errors ? ` (${p.errors}/${r.errors} errors)` : '';
          return [c.name, f(p.rps), f(p.p50), f(p.p99), f(r.rps), f(r.p50), f(r.p99), f(rps, 2), f(p99, 2), (rps >= 0.85 && p99 <= 1.5 ? 'yes' : 'no') + errors, `${f(p.cpuPerRequest, 2)} / ${f(r.cpuPerRequest, 2)}`, `${f(p.databaseCpuPerRequest, 2)} / ${f(r.databaseCpuPerRequest, 2)}`];
        }),
      ),
    );
    console.log(`\nSQL alone (rows + total, ${SQL_RUNS} runs): back to back on one connection (met? is judged on this), and as served (both at once, one connection each): target tenant page ≤ 1 ms, search with its total ≤ 10 ms\n`);
    console.log(
      table(
        ['case', 'statements', 'p50 ms', 'p99 ms', 'served p50 ms', 'served p99 ms', 'target ms', 'met?'],
        CASES.map((c, i) => [
          c.name,
          String(statements[i].length - 1),
          f(sqlTimes[i].p50, 2),
          f(sqlTimes[i].p99, 2),
          f(sqlTimes[i].servedP50, 2),
          f(sqlTimes[i].servedP99, 2),
          c.sqlBudgetMs ? String(c.sqlBudgetMs) : '-',
          c.sqlBudgetMs ? (sqlTimes[i].p50 <= c.sqlBudgetMs ? 'yes' : 'no') : '-',
        ]),
      ),
    );
    console.log(`\nproject server RSS after the load: ${mb(projectRss)}`);
  } finally {
    await project?.stop();
    await raw?.stop();
    fs.rmSync(casesFile, { force: true });
    await database.drop();
  }
}

async function embeddedPart(): Promise<void> {
  log(`bench:api (embedded): ${EMBEDDED_ACCOUNTS.toLocaleString('en-US')} accounts, ${CONNECTIONS} connections, ${SECONDS} s per case; load ${load()}`);
  const reuse = process.env.BENCH_EMBEDDED_DATA_DIR;
  const dataDir = reuse ?? makeTempDataDir('bench-api-');
  let server: Child | undefined;
  try {
    const database = await openPlatformDatabase(testConfig({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    try {
      const seeded = reuse !== undefined && (await database.db.selectFrom('users').select('id').executeTakeFirst()) !== undefined;
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
      const result = await run('embedded', `${base}${c.url}`, tokens[c.who], server);
      const rss = peak.stop();
      const ratio = result.p99 / result.p50;
      rows.push([c.name, f(result.rps), f(result.p50), f(result.p99), f(ratio, 1), mb(rss), ratio <= 10 && rss <= 350 * 1024 * 1024 ? 'yes' : 'no', String(result.errors)]);
    }
    console.log(`\nGET ${LIST} on the embedded database (PGlite), ${EMBEDDED_ACCOUNTS.toLocaleString('en-US')} client accounts, ${CONNECTIONS} connections, ${SECONDS} s per case`);
    console.log(`target: p99 ≤ 10 × p50, server RSS ≤ 350 MB under load (load average ${load()}; RSS after start ${mb(startRss)})\n`);
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
