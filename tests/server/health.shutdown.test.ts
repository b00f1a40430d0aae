/**
 * What an orchestrator or a load balancer sees of readiness while an instance shuts down (docs/operations/
 * scaling-out.md "Graceful shutdown"): real server processes of the build `npm start` runs, on each database. A
 * connection that has begun a request keeps the instance closing, as a request in flight does; SIGTERM; then a probe
 * on a new connection, as an orchestrator's, is never answered 200 again and soon refused, the request that arrives
 * on the open connection is answered 503 with `Connection: close`, and the instance exits 0 once it is answered.
 */
import http from 'node:http';
import net from 'node:net';
import type { DatabaseKind } from '../../src/server/db/database';
import { makeTempDataDir, removeDir } from './support/databases';
import { createPostgresDatabase, POSTGRES_ADMIN_URL, postgresTemplate } from './support/postgresDatabases';
import { postgresAnswers, signal, startInstance, waitUntilReady, type Instance } from './support/clusterInstances';

const postgresUp = await postgresAnswers(POSTGRES_ADMIN_URL);

/** An answer, or the connection refused (no listener) or reset (accepted as the listener closed, then dropped). */
type ProbeResult = { status: number; connection: string | undefined; body: string } | { failed: 'refused' | 'reset' };

/** GET on a connection of its own, as an orchestrator's HTTP probe. */
function probe(instance: Instance, path: string): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${instance.base}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve({ failed: 'refused' });
      else if (error.code === 'ECONNRESET') resolve({ failed: 'reset' });
      else reject(error);
    });
  });
}

const answered = (result: ProbeResult): number | 'refused' | 'reset' =>
  'failed' in result ? result.failed : result.status;

describe.each<[DatabaseKind]>([['embedded'], ['postgres']])('readiness while shutting down [%s]', (kind) => {
  let instance: Instance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const env = { SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_MS: '60000' };
    if (kind === 'embedded') {
      const dataDir = makeTempDataDir();
      instance = await startInstance('', { ...env, DATA_DIR: dataDir });
      dispose = async () => removeDir(dataDir);
    } else {
      if (!postgresUp) return;
      const database = await createPostgresDatabase('srvtest_shutdown', postgresTemplate('migrated'));
      instance = await startInstance(database.url, env);
      dispose = database.drop;
    }
    await waitUntilReady(instance);
  });

  afterAll(async () => {
    if (instance) {
      signal(instance, 'SIGKILL');
      await instance.exited;
    }
    await dispose?.();
  });

  it.skipIf(kind === 'postgres' && !postgresUp)(
    'probes turn from 200 to 503 or no connection, a request begun before is answered 503, then it exits 0',
    async () => {
      let exitCode: number | null | undefined;
      void instance.exited.then((code) => (exitCode = code));
      const before = await probe(instance, '/api/health/ready');
      expect(before).toMatchObject({ status: 200 });
      expect(JSON.parse((before as { body: string }).body)).toEqual({ status: 'UP', database: kind });

      // A load balancer's connection that has sent part of a request: the instance waits for it before it exits.
      const open = net.connect(Number(new URL(instance.base).port), '127.0.0.1');
      let received = '';
      open.setEncoding('utf8');
      open.on('data', (chunk: string) => (received += chunk));
      const openClosed = new Promise((resolve) => open.on('close', resolve));
      await new Promise((resolve) => open.once('connect', resolve));
      open.write('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      // Answered after the bytes above reached the server.
      expect(await probe(instance, '/api/health/live')).toMatchObject({ status: 200 });

      signal(instance, 'SIGTERM');
      const seen: ReturnType<typeof answered>[] = [];
      while (seen.at(-1) !== 'refused') {
        const result = await probe(instance, '/api/health/ready');
        seen.push(answered(result));
        if (!('failed' in result) && result.status === 503) expect(result.connection).toBe('close');
      }
      // Not ready from the first answer that is not 200 on: 503 while the listener still takes connections, then no
      // connection at all.
      const firstNotReady = seen.findIndex((status) => status !== 200);
      expect(seen.slice(firstNotReady).every((status) => status !== 200)).toBe(true);
      expect(await probe(instance, '/api/health/live')).toEqual({ failed: 'refused' });
      expect(exitCode).toBeUndefined();

      open.write('\r\n');
      await openClosed;
      const [head, body] = received.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable');
      expect(head.toLowerCase()).toContain('connection: close');
      expect(JSON.parse(body)).toMatchObject({ statusCode: 503 });

      expect(await instance.exited).toBe(0);
    },
  );
});
