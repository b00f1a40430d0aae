import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../../src/server/nodeFlags';
import type { Region } from '../../../src/shared/region/regions';
import { createPostgresDatabase, postgresTemplate, seededVariant } from '../../server/support/postgresDatabases';
import { builtServer } from '../../support/builtServer';
import { freePort } from '../../support/freePort';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export { freePort };

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * Starts the real server as `npm start` does, bundled (`builtServer`), on a fresh embedded data dir and a free
 * port. The console must already be built into dist/console (`npm run test:e2e` does).
 */
export async function startConsoleServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = await builtServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  const port = await freePort();
  let log = '';
  const serverEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    CONSOLE_DIR: process.env.CONSOLE_OUT_DIR ?? 'dist/console',
    ...env,
  };
  const child = spawn(process.execPath, [...serverNodeFlags(serverEnv), main], {
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    dataDir,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SeededServer extends RunningServer {
  /** Its PostgreSQL database, for putting a demo user in a state to test. */
  databaseUrl: string;
}

/**
 * A server of the region (env.REGION, US by default) on its own PostgreSQL database, a copy of the run's template
 * seeded with that region's demo data (global setup), dropped when the server stops. Starting on a copy takes a few
 * seconds where the embedded database's migrations and seed took about 17 s on the 2-core machine; the shared
 * servers keep the embedded database, the default of `npm start`.
 */
export async function startSeededServer(databaseName: string, env: Record<string, string> = {}): Promise<SeededServer> {
  const region = (env.REGION ?? 'US') as Region;
  const database = await createPostgresDatabase(databaseName, postgresTemplate(seededVariant(region)));
  try {
    const server = await startConsoleServer({ DATABASE_URL: database.url, ...env });
    return {
      ...server,
      databaseUrl: database.url,
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
