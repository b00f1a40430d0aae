import { columnNames } from '../db/camelCasePlugin';
import type { ArrayRows } from '../db/arrayRows';
import type { ApiRecord } from './serverResource';

/** A value as the API answers it: a Date as JSON writes it (ISO 8601, `null` when invalid); JSON values' keys camelCased. */
function apiValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return columnNames.mapValue(value);
}

type RecordOf = (row: unknown[]) => ApiRecord;

/** At most this many column lists get a builder of their own: one per list statement's shape, a handful per resource. */
const REMEMBERED_SHAPES = 500;
const builders = new Map<string, RecordOf>();

/**
 * The function that makes one record of a row of these columns: an object literal with a property per column, its
 * key camelCased and its value as the API answers it (`apiValue`). V8 gives such an object its properties in
 * place (a few hundred bytes, the fast path of JSON.stringify); an object built key by key is a hash table past
 * sixteen properties. The keys come from the statement's column names, written into the code as JSON strings.
 */
function builderOf(names: readonly string[], leaveOut: string): RecordOf {
  const key = `${leaveOut}\u0000${names.join('\u0000')}`;
  let builder = builders.get(key);
  if (!builder) {
    const properties = names.flatMap((name, index) =>
      name === leaveOut ? [] : [`${JSON.stringify(columnNames.camelCase(name))}: value(row[${index}])`],
    );
    builder = new Function('value', `return function record(row) { return { ${properties.join(', ')} }; }`)(
      apiValue,
    ) as RecordOf;
    if (builders.size < REMEMBERED_SHAPES) builders.set(key, builder);
  }
  return builder;
}

/**
 * The first `size` rows of a list statement as API records, and the value of its column `leaveOut` on the first
 * row (the page's capped total), or undefined on an empty page.
 */
export function listRecords(
  { names, rows }: ArrayRows,
  size: number,
  leaveOut: string,
): { records: ApiRecord[]; first?: unknown } {
  const records: ApiRecord[] = [];
  if (rows.length === 0) return { records };
  const record = builderOf(names, leaveOut);
  for (let i = 0; i < rows.length && i < size; i++) records.push(record(rows[i]));
  return { records, first: rows[0][names.indexOf(leaveOut)] };
}
