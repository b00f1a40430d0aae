/**
 * `npm run bench:api:compare`: the server's CPU per request under two or more settings, side by side in one run.
 * On this machine the same `bench:api` run can differ by 20 % from one run to the next, so a change of a tenth of a
 * millisecond shows only when both settings are measured in turns under the same load. Each setting is a real
 * server process, built as `npm start` runs it (node flags, optionally another checkout's code, built from that
 * checkout's source), on the same seeded PostgreSQL database; each round
 * loads each server in turn (the order reversed every other round) with 50 keep-alive connections, case by case,
 * and reads the process's CPU time per answer from /proc.
 *
 * Environment:
 * - BENCH_COMPARE_FLAGS: the settings' node flags, `|` between settings (default: POSTGRES_NODE_FLAGS, and none);
 * - BENCH_COMPARE_ROOTS: for each setting, the checkout whose server it runs (default: this one), e.g. a
 *   `git worktree` of another commit with this checkout's node_modules linked into it;
 * - BENCH_ROUNDS (4), BENCH_SECONDS (3 per case and server, after 1 s of warm-up);
 * - BENCH_DATABASE_URL, BENCH_ACCOUNTS (1,000,000) as for `bench:api`.
 */
import os from 'node:os';
import path from 'node:path';
import { POSTGRES_NODE_FLAGS } from '../../../src/server/nodeFlags';
import { ACCOUNTS_API, DEMO } from '../../server/support/databases';
import { benchServerEnv, freePort, loginOverHttp, startChild, type Child } from './childProcess';
import { closedLoop, percentile } from './closedLoop';
import { seededPostgres } from './seededPostgres';
import { builtCheckout, builtServer } from '../../support/builtServer';

/** This checkout. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const FLAGS = (process.env.BENCH_COMPARE_FLAGS ?? `${POSTGRES_NODE_FLAGS.join(' ')}|`)
  .split('|')
  .map((flags) => flags.split(' ').filter(Boolean));
const ROOTS = (process.env.BENCH_COMPARE_ROOTS ?? '').split('|');
const LIST = `${ACCOUNTS_API}/search?page=0&size=25&sort=name,asc`;
const CASES = [
  { name: 'list, agency admin', who: 'alphaAdmin', url: LIST },
  { name: 'list, agent (team)', who: 'alphaAgent', url: LIST },
  { name: 'search, rare term', who: 'alphaAdmin', url: `${LIST}&search=*zephyrine*` },
] as const;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

interface Setting {
  label: string;
  server: Child;
  port: number;
  cpu: number[][];
  rps: number[][];
}

async function main(): Promise<void> {
  const database = await seededPostgres(Number(process.env.BENCH_ACCOUNTS ?? 1_000_000));
  const settings: Setting[] = [];
  const builds: Record<string, Promise<string>> = {};
  try {
    for (const [index, flags] of FLAGS.entries()) {
      const root = path.resolve(ROOTS[index] || '.');
      const port = await freePort();
      // Each setting runs its checkout's server as `npm start` does: built (the same build for the same checkout).
      builds[root] ??= root === ROOT ? builtServer() : builtCheckout(root);
      const server = await startChild(
        await builds[root],
        [],
        benchServerEnv(port, { DATABASE_URL: database.url }),
        /console: http/,
        flags,
      );
      settings.push({
        label: `${path.relative(process.cwd(), root) || '.'} [${flags.join(' ')}]`,
        server,
        port,
        cpu: CASES.map(() => []),
        rps: CASES.map(() => []),
      });
    }
    const tokens: Record<string, string> = {};
    for (const who of new Set(CASES.map((c) => c.who))) {
      tokens[who] = await loginOverHttp(`http://127.0.0.1:${settings[0].port}`, DEMO[who]);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [caseIndex, c] of CASES.entries()) {
        for (const setting of round % 2 ? [...settings].reverse() : settings) {
          const url = `http://127.0.0.1:${setting.port}${c.url}`;
          const headers = { authorization: `Bearer ${tokens[c.who]}` };
          await closedLoop(url, { connections: 50, seconds: 1, maxRequests: 2_000, headers });
          const before = setting.server.cpuMs();
          const result = await closedLoop(url, { connections: 50, seconds: SECONDS, maxRequests: 100_000, headers });
          if (result.errors)
            throw new Error(
              `${setting.label} ${c.name}: ${result.errors} errors, first answer ${result.sample?.slice(0, 200)}`,
            );
          setting.cpu[caseIndex].push((setting.server.cpuMs() - before) / result.requests);
          setting.rps[caseIndex].push(result.rps);
        }
      }
      process.stderr.write(`round ${round + 1} of ${ROUNDS} (load ${os.loadavg()[0].toFixed(2)})\n`);
    }
    console.log(
      `\nServer CPU per request (ms), ${ROUNDS} rounds of ${SECONDS} s per case and setting, 50 connections; median, then each round\n`,
    );
    for (const [caseIndex, c] of CASES.entries()) {
      console.log(c.name);
      for (const s of settings) {
        console.log(
          `  ${s.label.padEnd(56)} ${median(s.cpu[caseIndex]).toFixed(2)}  (${s.cpu[caseIndex].map((v) => v.toFixed(2)).join(' / ')})  rps ${median(s.rps[caseIndex]).toFixed(0)}`,
        );
      }
    }
    console.log(
      `\nRSS after the load: ${settings.map((s) => `${s.label} ${(s.server.rss() / 1024 / 1024).toFixed(0)} MB`).join(', ')}`,
    );
  } finally {
    for (const s of settings) await s.server.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
