import { CompiledQuery, type Kysely, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Database } from './tables';

/** A statement's answer as node-postgres' and PGlite's `rowMode: 'array'` give it: the column names once, each row a plain array. */
export interface ArrayRows {
  names: string[];
  rows: unknown[][];
}

/** node-postgres' per-statement type parsers (`types` of a query's config). */
export interface ArrayRowsTypes {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => unknown;
}

/** Runs one statement on a connection taken from the pool, its rows as arrays: each database's client does it its own way. */
export type ArrayRowsReader = (client: PostgresPoolClient, text: string, values: unknown[]) => Promise<ArrayRows>;

/** The query config both node-postgres and PGlite's adapter (pgliteAdapter.ts) accept for rows as arrays. */
export interface ArrayRowsQuery {
  text: string;
  values: unknown[];
  rowMode: 'array';
}

/** Reads through the config form: the embedded database's reader. */
export const configReader: ArrayRowsReader = async (client, text, values) => {
  const query = client.query as unknown as (
    config: ArrayRowsQuery,
  ) => Promise<{ fields: { name: string }[]; rows: unknown[][] }>;
  const result = await query.call(client, { text, values, rowMode: 'array' });
  return { names: result.fields.map((field) => field.name), rows: result.rows };
};

const readers = new WeakMap<Kysely<Database>, { pool: PostgresPool; read: ArrayRowsReader }>();

/** Lets `selectAsArrays` reach the pool behind `db` and read its rows with `read` (openDatabase does this for both databases). */
export function readsArrays(db: Kysely<Database>, pool: PostgresPool, read: ArrayRowsReader = configReader): void {
  readers.set(db, { pool, read });
}

/**
 * Runs a compiled select on a connection of the pool behind `db`, its rows as arrays: a row object of thirty
 * columns is built by one keyed store per column, which V8 keeps as a hash table past sixteen properties (about
 * 1.7 KB a row); an array of the same values takes about 300 bytes, and the caller builds one compact object per row
 * (listRecords.ts). The connection is taken and given back as Kysely takes it, so on the embedded database the
 * statement waits its turn like every other. `db` without a registered pool (a transaction, a test's own Kysely):
 * run through Kysely, its row objects turned into arrays.
 */
export async function selectAsArrays(
  db: Kysely<Database>,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<ArrayRows> {
  const reader = readers.get(db);
  if (!reader) {
    const { rows } = await db
      .withoutPlugins()
      .executeQuery<Record<string, unknown>>(CompiledQuery.raw(query.sql, [...query.parameters]));
    return { names: rows.length ? Object.keys(rows[0]) : [], rows: rows.map((row) => Object.values(row)) };
  }
  const client = await reader.pool.connect();
  try {
    return await reader.read(client, query.sql, [...query.parameters]);
  } finally {
    client.release();
  }
}
