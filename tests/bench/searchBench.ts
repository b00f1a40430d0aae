/**
 * `npm run bench:search`: latency of the accounts list call (search + count) over 200,000 client accounts,
 * on a fresh embedded data dir and on a fresh PostgreSQL database, through app.inject (routing, auth,
 * tenancy, SQL, serialisation; no socket).
 *
 * Environment: BENCH_ACCOUNTS (200000), BENCH_RUNS (200), BENCH_WARMUP (10), BENCH_DATABASES (embedded,postgres).
 */
import type { FastifyInstance } from 'fastify';
import { PLATFORM_RESOURCES } from '../../src/server/platform';
import { buildApp } from '../../src/server/app';
import type { DatabaseKind } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/demoData';
import { ACCOUNTS_API, DEMO, DEMO_PASSWORD, provisionDatabase } from '../server/support/databases';
import { RARE_WORD, seedManyAccounts } from './seedManyAccounts';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const KINDS = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',').map((k) => k.trim()) as DatabaseKind[];

/** Search terms: none, a rare word, a word in ~1/30 of the names, a fragment in a large share of them. */
const TERMS: { label: string; term?: string }[] = [
  { label: '(no term)' },
  { label: 'rare', term: RARE_WORD.slice(0, 6).toLowerCase() },
  { label: 'word', term: 'logistics' },
  { label: 'common', term: 'er' },
];

const TOKENS: { label: string; email: string }[] = [
  { label: 'staff', email: DEMO.staff },
  { label: 'agency', email: DEMO.alphaAdmin },
];

interface Row {
  database: DatabaseKind;
  caller: string;
  term: string;
  matches: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const log = (message: string) => process.stderr.write(`${message}\n`);

async function login(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username: email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return (response.json() as { accessToken: string }).accessToken;
}

async function measure(
  app: FastifyInstance,
  token: string,
  term: string | undefined,
): Promise<{ samples: number[]; matches: number }> {
  const url = `${ACCOUNTS_API}/search?page=0&size=25&sort=name,asc${term ? `&search=*${encodeURIComponent(term)}*` : ''}`;
  const call = async () => {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return { elapsed, matches: (response.json() as { totalElements: number }).totalElements };
  };
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  let matches = 0;
  for (let i = 0; i < RUNS; i++) {
    const result = await call();
    samples.push(result.elapsed);
    matches = result.matches;
  }
  return { samples, matches };
}

async function benchDatabase(kind: DatabaseKind): Promise<Row[]> {
  const rows: Row[] = [];
  const provisioned = await provisionDatabase(kind);
  let app: FastifyInstance | undefined;
  try {
    const { db } = provisioned.database;
    await seedDemo(db, 'US', PLATFORM_RESOURCES);
    const seedStart = Date.now();
    await seedManyAccounts(db, ACCOUNTS, {
      chunkSize: kind === 'embedded' ? 10_000 : 50_000,
      onProgress: (n) =>
        process.stderr.write(`\r[${kind}] seeding ${n.toLocaleString('en-US')} / ${ACCOUNTS.toLocaleString('en-US')}`),
    });
    log(
      `\n[${kind}] seeded ${ACCOUNTS.toLocaleString('en-US')} accounts in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    app = await buildApp(provisioned.config, provisioned.database, PLATFORM_RESOURCES);
    await app.ready();
    for (const caller of TOKENS) {
      const token = await login(app, caller.email);
      for (const { label, term } of TERMS) {
        const started = Date.now();
        const { samples, matches } = await measure(app, token, term);
        const sorted = [...samples].sort((a, b) => a - b);
        const row: Row = {
          database: kind,
          caller: caller.label,
          term: term ? `${label} *${term}*` : label,
          matches,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          max: sorted[sorted.length - 1],
        };
        rows.push(row);
        log(
          `[${kind}] ${row.caller.padEnd(6)} ${row.term.padEnd(20)} p50 ${ms(row.p50)} ms  p95 ${ms(row.p95)} ms  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      }
    }
  } finally {
    await app?.close();
    await provisioned.dispose();
  }
  return rows;
}

function table(rows: Row[]): string {
  const header = ['database', 'caller', 'term', 'matches', 'p50 ms', 'p95 ms', 'max ms'];
  const body = rows.map((r) => [
    r.database,
    r.caller,
    r.term,
    r.matches.toLocaleString('en-US'),
    ms(r.p50),
    ms(r.p95),
    ms(r.max),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const right = new Set([3, 4, 5, 6]);
  const format = (line: string[]) =>
    `| ${line.map((cell, i) => (right.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [format(header), rule, ...body.map(format)].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  log(
    `search bench: ${ACCOUNTS.toLocaleString('en-US')} accounts, ${WARMUP} warm-up + ${RUNS} timed runs per case, databases ${KINDS.join(', ')}`,
  );
  const rows: Row[] = [];
  for (const kind of KINDS) rows.push(...(await benchDatabase(kind)));
  console.log(
    `\nGET ${ACCOUNTS_API}/search?page=0&size=25&sort=name,asc[&search=*term*] — ${ACCOUNTS.toLocaleString('en-US')} client accounts, ${RUNS} runs after ${WARMUP} warm-up\n`,
  );
  console.log(table(rows));
  console.log(
    `\nstaff = provider staff (sees every account); agency = Alpha agency admin (sees its half). Total time ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
