/**
 * The embedded database's life cycle (embedded only): the data-dir lock, close/reopen, and real server
 * processes on one DATA_DIR — a second server refused, a kill -9 losing no acknowledged write.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { builtServer } from '../support/builtServer';
import { freePort } from '../support/freePort';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../../src/server/db/database';
import { DataDirLockedError } from '../../src/server/db/dataDirLock';
import { ACCOUNTS_API, DEMO, DEMO_PASSWORD, makeTempDataDir, removeDir } from './support/databases';

const REPO_ROOT = path.resolve(__dirname, '../..');
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = makeTempDataDir('srvtest-life-');
  tempDirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of tempDirs) removeDir(dir);
});

const clientAccount = (name: string) => ({
  accountType: 'CUSTOMER',
  name,
  country: 'US',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  modified: new Date(),
});

describe('embedded database: lock and reopen (in process)', () => {
  it('a second open of a data dir that is open rejects with DataDirLockedError naming the directory', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      const error = (await second.catch((e: unknown) => e)) as Error;
      expect(error.message).toContain(dir);
      expect(error.message).toContain('in use by another server');
      expect(error.message).toContain(String(process.pid));
      // The refused open did not disturb the open one.
      await first.db.insertInto('accounts').values(clientAccount('Still Writable Co')).execute();
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      await first.close();
    }
  });

  it('after close the lock is released and the dir opens again, with its data', async () => {
    const dir = tempDir();
    let db: OpenDatabase = await openDatabase({ dataDir: dir });
    const { id } = await db.db
      .insertInto('accounts')
      .values(clientAccount('Survivor Co'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.close();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);

    db = await openDatabase({ dataDir: dir });
    try {
      const row = await db.db
        .selectFrom('accounts')
        .select(['name', 'version'])
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toEqual({ name: 'Survivor Co', version: 1 });
      // Reopening does not re-run migrations or duplicate anything.
      const count = await db.db.selectFrom('accounts').select('id').execute();
      expect(count).toHaveLength(1);
      await db.db.updateTable('accounts').set({ name: 'Survivor Co Renamed' }).where('id', '=', id).execute();
    } finally {
      await db.close();
    }

    db = await openDatabase({ dataDir: dir });
    try {
      expect((await db.db.selectFrom('accounts').select('name').where('id', '=', id).executeTakeFirst())?.name).toBe(
        'Survivor Co Renamed',
      );
    } finally {
      await db.close();
    }
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    const deadPid = gone.pid!;
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(deadPid));
    const db = await openDatabase({ dataDir: dir });
    try {
      expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    } finally {
      await db.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// Real server processes

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** The server as `npm start` runs it (its build, builtServer.ts) on DATA_DIR, in its own process group so it can be killed as a whole. */
async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CONSOLE_DIR: path.join(os.tmpdir(), 'srvtest-no-console-here'),
    REGION: 'US',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [await builtServer()], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitUntilHealthy(server: Server, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`The server exited (${exitCode}) before answering:\n${server.output()}`);
    try {
      const response = await fetch(`${server.base}/api/health`);
      if (response.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    /* already gone */
  }
};

const lockOwner = (dataDir: string): number =>
  Number(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim());

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const loginOn = async (server: Server) => {
  const { status, json } = await api(server, 'POST', '/api/auth/v1/login', {
    username: DEMO.staff,
    password: DEMO_PASSWORD,
  });
  expect(status).toBe(200);
  return json.accessToken as string;
};

describe('embedded database: real server processes on one DATA_DIR', () => {
  afterAll(() => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) killGroup(child, 'SIGKILL');
  });

  it('a second server is refused; after kill -9 of the first, a new server finds every acknowledged write', async () => {
    const dataDir = tempDir();

    // 1. The first server starts on an empty dir, migrates and seeds the demo data.
    const first = await startServer(dataDir);
    await waitUntilHealthy(first);
    expect((await api(first, 'GET', '/api/health')).json).toEqual({ status: 'UP', database: 'embedded' });
    const serverPid = lockOwner(dataDir);
    expect(isAlive(serverPid)).toBe(true);

    // 2. A second server on the same dir exits with code 1 and says why.
    const second = await startServer(dataDir);
    const code = await Promise.race([
      second.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 120_000)),
    ]);
    expect(code, second.output()).toBe(1);
    expect(second.output()).toContain('in use by another server');
    expect(second.output()).toContain(dataDir);
    // ...and the first is unharmed and still owns the lock.
    expect((await api(first, 'GET', '/api/health')).status).toBe(200);
    expect(lockOwner(dataDir)).toBe(serverPid);

    // 3. Writes acknowledged by the first server.
    const token = await loginOn(first);
    const created: { id: string; name: string }[] = [];
    for (let i = 1; i <= 5; i++) {
      const name = `Durable Write ${i} Co`;
      const answer = await api(
        first,
        'POST',
        ACCOUNTS_API,
        { name, country: 'US', address1: `${i} Crash Lane`, city: 'Austin', state: 'TX', zipCode: '78701' },
        token,
      );
      expect(answer.status).toBe(201);
      created.push({ id: answer.json.id, name });
    }
    const renamed = await api(
      first,
      'PUT',
      `${ACCOUNTS_API}/${created[0].id}`,
      { name: 'Durable Write 1 Renamed Co', version: 1 },
      token,
    );
    expect(renamed.status).toBe(200);
    const deleted = await api(first, 'DELETE', `${ACCOUNTS_API}/${created[4].id}`, undefined, token);
    expect(deleted.status).toBe(200);

    // 4. kill -9, straight after the last acknowledged write: no shutdown, no checkpoint.
    process.kill(serverPid, 'SIGKILL');
    killGroup(first.child, 'SIGKILL');
    await waitFor(() => !isAlive(serverPid), 30_000, 'the killed server to go away');
    await first.exited;
    // The lock file is left behind, owned by a dead process.
    expect(lockOwner(dataDir)).toBe(serverPid);

    // 5. A new server on the same dir takes over the stale lock and has every write.
    const third = await startServer(dataDir);
    await waitUntilHealthy(third);
    expect(lockOwner(dataDir)).not.toBe(serverPid);
    const token3 = await loginOn(third);
    const first0 = await api(third, 'GET', `${ACCOUNTS_API}/${created[0].id}`, undefined, token3);
    expect(first0.status).toBe(200);
    expect(first0.json).toMatchObject({ name: 'Durable Write 1 Renamed Co', version: 2 });
    for (const { id, name } of created.slice(1, 4)) {
      const answer = await api(third, 'GET', `${ACCOUNTS_API}/${id}`, undefined, token3);
      expect(answer.status, name).toBe(200);
      expect(answer.json.name).toBe(name);
    }
    expect((await api(third, 'GET', `${ACCOUNTS_API}/${created[4].id}`, undefined, token3)).status).toBe(404);
    const search = await api(third, 'GET', `${ACCOUNTS_API}/search?search=*durable%20write*`, undefined, token3);
    expect(search.json.totalElements).toBe(4);
    // The demo data was not seeded a second time.
    const all = await api(third, 'GET', `${ACCOUNTS_API}/search?size=1`, undefined, token3);
    // 104 demo client accounts (the US demo adds Bayou Dental Group, LA, for the surplus notice) + the four kept.
    expect(all.json.totalElements).toBe(104 + 4);

    // 6. A graceful stop (SIGTERM) releases the lock.
    const thirdPid = lockOwner(dataDir);
    process.kill(thirdPid, 'SIGTERM');
    await waitFor(
      () => !fs.existsSync(path.join(dataDir, 'server.lock')),
      60_000,
      'the lock to be released on SIGTERM',
    );
    await waitFor(() => !isAlive(thirdPid), 30_000, 'the stopped server to exit');
    killGroup(third.child, 'SIGTERM');
  }, 420_000);
});
