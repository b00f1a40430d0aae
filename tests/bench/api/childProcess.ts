import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/support/databases';
import { freePort } from '../../support/freePort';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export { freePort };

/** The environment of a benched project server: its port on 127.0.0.1, its database, no demo data, no console. */
export const benchServerEnv = (
  port: number,
  database: { DATABASE_URL: string; DATA_DIR?: string },
): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  CONSOLE_DIR: path.join(os.tmpdir(), 'bench-api-no-console'),
  ...database,
});

/** Signs `email` in to the server at `base` with the demo password, over HTTP; answers the access token. */
export async function loginOverHttp(base: string, email: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

export interface Child {
  process: ChildProcess;
  /** Resident set size in bytes, read from /proc. */
  rss(): number;
  /** CPU time used so far (user + system), in milliseconds, read from /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/**
 * Starts `node …nodeFlags <script> …args` (one process, so its RSS is the server's) from the project root, a
 * TypeScript script under tsx's loader, and resolves once its output contains `ready`. The project's server is
 * its build (builtServer.ts), started with the node flags of its database (nodeFlags.ts), as `npm start` starts it.
 */
export async function startChild(
  script: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
  nodeFlags: readonly string[] = [],
): Promise<Child> {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeFlags, ...loader, script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (ready.test(output)) resolve();
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    process: child,
    rss: () => rssOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * A reading of the CPU time of every process named `postgres` on this machine (the server and its backends);
 * `since` answers the ms they spent after it. Backends are matched by pid, so one that exits in between (an idle
 * pool connection closing) drops out instead of taking its earlier time off the total.
 */
export function postgresCpu(): { since(): number } {
  const read = () => {
    const times = new Map<string, number>();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
          times.set(entry, cpuMsOf(Number(entry)));
      } catch {
        // gone since the listing
      }
    }
    return times;
  };
  const before = read();
  return {
    since: () => {
      let total = 0;
      for (const [pid, ms] of read()) if (Number.isFinite(ms)) total += ms - (before.get(pid) ?? 0);
      return total;
    },
  };
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples `read()` every `everyMs` until stopped; answers the peak. */
export function samplePeak(read: () => number, everyMs = 100): { stop(): number } {
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}
