import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type PostgresPool } from 'kysely';
import type { Database } from './tables';
import { lockDataDir } from './dataDirLock';
import { migrationProvider } from './migrations';
import { pglitePool } from './pgliteAdapter';

export type DatabaseKind = 'embedded' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Checkpoints (embedded), closes the connection(s) and releases the data-dir lock. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

async function openEmbedded(dataDir: string): Promise<{ pool: PostgresPool; close: () => Promise<void> }> {
  const unlock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
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

async function openPostgres(databaseUrl: string): Promise<{ pool: PostgresPool; close: () => Promise<void> }> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends (restart, failover, DROP DATABASE … FORCE) is replaced on the next
  // checkout; it must not crash the process as an unhandled 'error' event.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  await (await pool.connect()).release();
  return { pool, close: async () => undefined };
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  const kind: DatabaseKind = options.databaseUrl ? 'postgres' : 'embedded';
  const backend = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openEmbedded(options.dataDir);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: backend.pool }), plugins: [new CamelCasePlugin()] });
  try {
    const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
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
    close: async () => {
      await db.destroy();
      await backend.close();
    },
  };
}
