import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/tables';
import { tablesByName } from '../db/tablesByName';
import { sql } from 'kysely';
import { ApiError, notFound } from '../http/apiError';
import type { AnyDb } from './serverResource';

/** The columns of a child table that a write may set: its own, never its owner's (the owner is given once). */
type OwnColumns<K extends keyof Database, O extends string> = Omit<Insertable<Database[K]>, O>;

/**
 * The rows one record owns in a child table (a claim file's items, an account's contacts, a user's teams).
 * They are written here and only inside a write of their owner (`ResourceStore.act`, `create`, `update`, `remove`):
 * the owner's write has checked permission, tenancy, from-state and the owner's version, and records the history
 * entry and the owner's new version in the same transaction. Every statement carries the owner's id, so a row of
 * another owner is never read, changed or removed, whatever id a body names.
 */
export interface ChildRows<K extends keyof Database, O extends string> {
  /** Adds a row for the owner; answers its id. */
  add(values: OwnColumns<K, O>): Promise<string>;
  /** Adds several rows for the owner at once (none when `rows` is empty). */
  addAll(rows: readonly OwnColumns<K, O>[]): Promise<void>;
  /**
   * Changes one of the owner's rows; another owner's id or an unknown one is the 404. In a table with a `version`
   * column the row's version goes up by one, and `expectedVersion` (the version the caller read), when given,
   * must be the row's: otherwise the change is refused with the 409 of a stale edit.
   */
  change(id: string, changes: Updateable<Database[K]>, expectedVersion?: number): Promise<void>;
  /** Removes one of the owner's rows (404 as for `change`). */
  drop(id: string): Promise<void>;
  /**
   * Removes every row of the owner whose columns hold one of `match`'s values, each column named (all of the
   * owner's rows when `match` is absent); answers how many went.
   */
  dropWhere(match?: Partial<Record<keyof OwnColumns<K, O> & string, readonly unknown[]>>): Promise<number>;
  /**
   * Keeps the owner's one row of a key (the owner and the `key` columns, the table's unique key): added when there is
   * none, its values changed otherwise (a `versioned` row's version up by one). For rows one per owner and kind,
   * such as an image of each stage or an owner's settings.
   */
  put(values: OwnColumns<K, O>, key?: readonly (keyof OwnColumns<K, O> & string)[]): Promise<void>;
}

/** How a child table answers: its 404 and 409 texts, and whether its rows carry a `version`. */
export interface ChildRowsOptions {
  /** The 404's text (default: "<label> not found"). */
  missing?: string;
  /** Rows carry a `version` column, bumped by every change. */
  versioned?: boolean;
  /** The 409's text when the version a caller read is not the row's. */
  stale?: string;
}

const STALE_ROW = 'This record was changed by someone else since you opened it. Reload it and try again.';

export function childRows<K extends keyof Database & string, O extends keyof Database[K] & string>(
  trx: AnyDb,
  table: K,
  owner: O,
  ownerId: string,
  label = 'Record',
  options: ChildRowsOptions = {},
): ChildRows<K, O> {
  const missing = () => (options.missing ? new ApiError(404, options.missing) : notFound(label));
  const db = tablesByName(trx);
  // Statements over the table by name (its columns are checked at the signature above).
  const name: string = table;
  const ownerColumn: string = owner;
  const owned = { [ownerColumn]: ownerId };
  return {
    async add(values) {
      const row = await db
        .insertInto(name)
        .values({ ...values, ...owned })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },
    async addAll(rows) {
      if (!rows.length) return;
      await db
        .insertInto(name)
        .values(rows.map((values) => ({ ...values, ...owned })))
        .execute();
    },
    async change(id, changes, expectedVersion) {
      const row = await db
        .selectFrom(name)
        .select(options.versioned ? ['id', 'version'] : ['id'])
        .where('id', '=', id)
        .where(ownerColumn, '=', ownerId)
        .executeTakeFirst();
      if (!row) throw missing();
      const stale = () => new ApiError(409, options.stale ?? STALE_ROW);
      if (options.versioned && expectedVersion !== undefined && Number(row.version) !== expectedVersion) throw stale();
      let statement = db
        .updateTable(name)
        .set({
          ...(changes as Record<string, unknown>),
          ...(options.versioned ? { version: sql`version + 1` } : {}),
        })
        .where('id', '=', id)
        .where(ownerColumn, '=', ownerId);
      // Over the version read above: a change that committed in between makes this one stale too.
      if (options.versioned) statement = statement.where('version', '=', row.version);
      if (!(await statement.returning('id').executeTakeFirst())) throw stale();
    },
    async drop(id) {
      const dropped = await db
        .deleteFrom(name)
        .where('id', '=', id)
        .where(ownerColumn, '=', ownerId)
        .returning('id')
        .executeTakeFirst();
      if (!dropped) throw missing();
    },
    async dropWhere(match = {}) {
      let statement = db.deleteFrom(name).where(ownerColumn, '=', ownerId);
      for (const [column, values] of Object.entries(match) as [string, readonly unknown[]][])
        statement = statement.where(column, 'in', [...values]);
      const result = await statement.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async put(values, key = []) {
      const changed = values as Record<string, unknown>;
      await db
        .insertInto(name)
        .values({ ...changed, ...owned })
        .onConflict((conflict) =>
          conflict.columns([ownerColumn, ...key]).doUpdateSet({
            ...changed,
            ...(options.versioned ? { version: sql`${sql.ref(`${name}.version`)} + 1` } : {}),
          }),
        )
        .execute();
    },
  };
}
