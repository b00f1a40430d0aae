import path from 'node:path';
import { Kysely, Migrator, type Migration, type PostgresPool } from 'kysely';
import { camelCaseDatabase } from './camelCasePlugin';
import { readsArrays, type ArrayRowsReader } from './arrayRows';
import { pgArrayReader } from './pgArrayRows';
import { pgTypeParsers } from './timestampParser';
import type { Database } from './tables';
import { lockDataDir } from './dataDirLock';
import { migrationProvider } from './migrations';
import { pglitePool } from './pgliteAdapter';
import { observeQuery } from '../observability/databaseMetrics';
import type { PoolUse } from '../observability/platformMetrics';

export type DatabaseKind = 'embedded' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pool's connections now (PostgreSQL); the embedded database has no pool. */
  poolUse?: () => PoolUse;
  /** Checkpoints (embedded), closes the connection(s) and releases the data-dir lock. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

/**
 * Settings of the embedded server, for this start only (nothing is written to the data dir). shared_buffers:
 * 16 MB instead of 128 MB; PGlite touches the whole pool and its WASM memory never shrinks, so each MB here is a MB
 * of server memory for good, while pages beyond it come from the operating system's file cache (at 16 MB the
 * embedded server's peak under load measured 270–280 MB, at 32 MB 315–360 MB: bench:api --embedded). random_page_cost: the data dir is a local file,
 * so an index read costs about what a sequential read does; with the default (4) the planner counted a
 * capped total by scanning the table instead of the index (resources/listTotal.ts).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'random_page_cost=1.1'];

interface Backend {
  pool: PostgresPool;
  close: () => Promise<void>;
  readArrays?: ArrayRowsReader;
  poolUse?: () => PoolUse;
}

async function openEmbedded(dataDir: string): Promise<Backend> {
  const unlock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = await PGlite.create({
      dataDir: path.join(dataDir, 'pgdata'),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
    });
    return {
      pool: pglitePool(pg),
      close: async () => {
        try {
          await pg.exec('CHECKPOINT');
          await pg.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<Backend> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10, types: pgTypeParsers(pg.default.types) });
  // An idle connection the server ends (restart, failover, DROP DATABASE … FORCE) is replaced on the next
  // checkout; it must not crash the process as an unhandled 'error' event.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  await (await pool.connect()).release();
  // A list's statement reads its timestamps as the ISO text it answers with (selectAsArrays).
  const poolUse = (): PoolUse => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return {
    pool,
    poolUse,
    close: async () => undefined,
    readArrays: pgArrayReader(pgTypeParsers(pg.default.types, { timestamptzAsText: true })),
  };
}

/**
 * Opens the database and brings it to the latest schema: the core migrations, then `extraMigrations` (the
 * resources' own, see `resourceMigrations`), all in name order.
 */
export async function openDatabase(
  options: DatabaseOptions,
  extraMigrations: Record<string, Migration> = {},
): Promise<OpenDatabase> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'embedded';
  const backend = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openEmbedded(options.dataDir);
  const db = new Kysely<Database>({ ...camelCaseDatabase({ pool: backend.pool }), log: observeQuery });
  readsArrays(db, backend.pool, backend.readArrays);
  try {
    const { error, results } = await new Migrator({
      db,
      provider: migrationProvider(extraMigrations),
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  } catch (error) {
    await db.destroy();
    await backend.close();
    throw error;
  }
  return {
    db,
    kind,
    poolUse: backend.poolUse,
    close: async () => {
      await db.destroy();
      await backend.close();
    },
  };
}
