import type { Kysely } from 'kysely';
import type { Database } from './tables';

/**
 * The database as code sees it that reaches a table by a name read at run time (the store writes each
 * resource's declared `table`): every table a row of unknown columns. Statements over tables the code names
 * use `Kysely<Database>` and get their columns checked.
 */
export type TablesByName = Record<string, Record<string, unknown>>;

/** The same connection or transaction, typed for statements over a table named at run time. */
export function tablesByName(db: Kysely<Database>): Kysely<TablesByName> {
  return db as unknown as Kysely<TablesByName>;
}
