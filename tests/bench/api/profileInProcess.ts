/**
 * `npm run bench:api:profile`: where the project's CPU goes on one list request, with no sockets and no
 * contention. A seeded PostgreSQL database (BENCH_DATABASE_URL, or a fresh one with BENCH_ACCOUNTS accounts,
 * 100,000 by default), the real app in this process, requests made one after another through `app.inject`
 * (so every CPU sample is the project's own work: the wait for PostgreSQL is idle time), measured twice:
 * process CPU time per request over BENCH_REQUESTS requests, then a V8 CPU profile (node:inspector) whose
 * samples are attributed to the layer that spent them, then V8's sampling heap profile of as many requests (the bytes
 * each layer allocates). Prints ms of CPU and bytes allocated per request per layer; BENCH_PROFILE_FILE also saves
 * the CPU profile (open it in Chromium's DevTools). BENCH_WHO picks the caller (a key of the demo logins: alphaAdmin,
 * the default, staff or alphaAgent).
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { openDatabase } from '../../../src/server/db/database';
import { PLATFORM_RESOURCES } from '../../../src/server/platform';
import { resourceMigrations } from '../../../src/server/resources/registry';
import { seedDemo } from '../../../src/server/seed/demoData';
import {
  ACCOUNTS_API,
  DEMO,
  DEMO_PASSWORD,
  createPostgresDatabase,
  injectRequest,
  testConfig,
} from '../../server/support/databases';
import { seedManyAccounts } from '../seedManyAccounts';
import { attribute, attributeAllocations, type CpuProfile, type HeapProfileNode } from './profileLayers';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const URL = `${ACCOUNTS_API}/search?page=0&size=25&sort=name,asc`;
/** BENCH_WHO: whose accounts page, a key of the demo logins (alphaAdmin by default; staff, alphaAgent). */
const WHO = (process.env.BENCH_WHO ?? 'alphaAdmin') as keyof typeof DEMO;
const log = (message: string) => process.stderr.write(`${message}\n`);

async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => undefined };
  const created = await createPostgresDatabase('benchprof');
  const opened = await openDatabase(testConfig({ DATABASE_URL: created.url }), resourceMigrations(PLATFORM_RESOURCES));
  try {
    await seedDemo(opened.db, 'US', PLATFORM_RESOURCES);
    await seedManyAccounts(opened.db, ACCOUNTS, { chunkSize: 100_000, withTeams: true });
    await sql`vacuum analyze accounts`.execute(opened.db);
  } finally {
    await opened.close();
  }
  return created;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main(): Promise<void> {
  const target = await database();
  const config = testConfig({ DATABASE_URL: target.url });
  const opened = await openDatabase(config, resourceMigrations(PLATFORM_RESOURCES));
  const app = await buildApp(config, opened, PLATFORM_RESOURCES);
  try {
    const login = await injectRequest(app, 'POST', '/api/auth/v1/login', {
      body: { username: DEMO[WHO], password: DEMO_PASSWORD },
    });
    const token = login.json.accessToken as string;
    const once = async () => {
      const answer = await app.inject({ method: 'GET', url: URL, headers: { authorization: `Bearer ${token}` } });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body.slice(0, 200)}`);
    };
    for (let i = 0; i < 300; i++) await once(); // warm: JIT and first-use statements
    const before = cpuMs();
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await once();
    const cpu = (cpuMs() - before) / REQUESTS;
    log(`${WHO}'s accounts page, ${REQUESTS} requests one after another through app.inject:`);
    log(
      `  process CPU ${cpu.toFixed(3)} ms/request, wall ${((performance.now() - started) / REQUESTS).toFixed(3)} ms/request`,
    );

    const session = new inspector.Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (let i = 0; i < REQUESTS; i++) await once();
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    if (process.env.BENCH_PROFILE_FILE) fs.writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
    log(`  CPU by layer (V8 samples, ms per request):`);
    for (const [layer, ms] of attribute(profile, REQUESTS)) log(`    ${layer.padEnd(44)} ${ms.toFixed(3)}`);

    // What each request leaves for the garbage collector: V8's sampling heap profiler, one sample per 256 bytes
    // on average, objects a collection has freed included.
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    for (let i = 0; i < REQUESTS; i++) await once();
    const { profile: heap } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
      profile: { head: HeapProfileNode };
    };
    session.disconnect();
    log(`  bytes allocated by layer (sampled, per request):`);
    const allocated = attributeAllocations(heap.head, REQUESTS);
    for (const [layer, bytes] of [...allocated.slice(0, 12), allocated[allocated.length - 1]])
      log(`    ${layer.padEnd(44)} ${Math.round(bytes).toLocaleString('en-US').padStart(9)}`);
  } finally {
    await app.close();
    await opened.close();
    await target.drop();
  }
}

await main();
