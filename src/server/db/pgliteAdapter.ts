import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { ArrayRowsQuery } from './arrayRows';
import { traceStatement } from '../observability/databaseTracing';

/**
 * Presents an embedded PGlite database as the small slice of node-postgres' Pool that Kysely's
 * PostgresDialect uses, so one dialect, one query layer and one migration set serve both databases.
 * PGlite is a single connection: a connection is held exclusively from connect() to release(), which keeps
 * a transaction's statements together. Each statement of a traced request is a span (observability/databaseTracing.ts).
 *
 * Waiters are served first come, first served, and each hand-over waits one turn of the event loop
 * (setImmediate). PGlite runs a statement synchronously on the main thread; without the turn, a queue of
 * statements runs back to back as one chain of promise callbacks, and sockets, new requests and finished
 * answers wait for the whole queue to drain: a few requests then wait through several drains (the embedded
 * list's p99 was 10–25× its p50 under 50 clients). With the turn, a request that arrives queues behind the
 * statements already waiting, no further.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  const acquire = (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = queue.then(() => new Promise<() => void>((resolve) => setImmediate(() => resolve(release))));
    queue = queue.then(() => held);
    return ready;
  };

  return {
    async connect(): Promise<PostgresPoolClient> {
      const release = await acquire();
      let released = false;
      return {
        query: ((sql: string | ArrayRowsQuery, parameters?: ReadonlyArray<unknown>) =>
          traceStatement(typeof sql === 'string' ? sql : sql.text, async () => {
            // node-postgres' config form, used by selectAsArrays only: rows as arrays, with the fields named.
            if (typeof sql !== 'string') return pg.query(sql.text, sql.values, { rowMode: 'array' });
            const result = await pg.query(sql, parameters as unknown[]);
            return {
              command: (result as { command?: string }).command,
              rowCount: result.affectedRows ?? result.rows.length,
              rows: result.rows,
            };
          })) as PostgresPoolClient['query'],
        release() {
          if (released) return;
          released = true;
          release();
        },
      };
    },
    async end() {
      await queue;
    },
  };
}
