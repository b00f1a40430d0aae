/**
 * Real server processes (the build `npm start` runs, builtServer.ts) over one PostgreSQL database, as a deployment
 * of several instances runs them: each in its own process group, started, probed for readiness and stopped by
 * signal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { builtServer } from '../../support/builtServer';
import { freePort } from '../../support/freePort';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Instance {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts one instance on the database at `databaseUrl` with `env` added; an empty `databaseUrl` and a DATA_DIR in
 * `env` start it on an embedded database.
 */
export async function startInstance(databaseUrl: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATA_DIR;
  delete inherited.WEBHOOK_DELIVERY;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CONSOLE_DIR: path.join(os.tmpdir(), 'srvtest-no-console-here'),
    REGION: 'US',
    ...env,
  };
  const child = spawn(process.execPath, [await builtServer()], {
    cwd: REPO_ROOT,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the instance's readiness probe answers 200; fails with its output if it exits first. */
export async function waitUntilReady(instance: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}):\n${instance.output()}`);
    const status = await fetch(`${instance.base}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${instance.output()}`);
}

/** Sends `signal` to the instance's process group (nothing if it is gone). */
export function signal(instance: Instance, name: NodeJS.Signals): void {
  try {
    process.kill(-instance.child.pid!, name);
  } catch {
    /* already gone */
  }
}

/** Whether a PostgreSQL server answers at `url`. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Whether something listens on the TCP port (Redis, when it runs beside PostgreSQL). */
export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}
