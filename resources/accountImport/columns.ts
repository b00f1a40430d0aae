/**
 * The bulk file's columns are the account record's fields (schemas/records/account.schema.json), named by the
 * field (`zipCode`) or by its title as the form labels it ("ZIP Code"), in any case and spacing. A row becomes
 * the body of an account create: blank cells are left out, yes/no columns and whole numbers are typed by the
 * schema, so the accounts store validates it exactly as it validates the form's and the API's bodies.
 */
import type { JsonSchemaNode } from '../../src/shared/validation/schemaRegistry';
import { invalid } from '../../src/server/http/apiError';
import { duplicateColumn, unknownColumns } from './messages';

/** The column our invalid-rows file adds; ignored when that file comes back fixed. */
export const ERRORS_COLUMN = 'Errors';

type Properties = Record<string, { type?: string | string[]; title?: string }>;

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface ImportColumns {
  /** The field of each column of the file, undefined for a column that is ignored. */
  fields: (string | undefined)[];
  /** Each mapped field's column name as the file spells it. */
  columnOf: Record<string, string>;
}

/** The fields a file may carry: the record's properties less what the API never lets a write set. */
export function importFields(schema: JsonSchemaNode, readOnly: readonly string[]): string[] {
  return Object.keys((schema.properties ?? {}) as Properties).filter((field) => !readOnly.includes(field));
}

export const titleOf = (schema: JsonSchemaNode, field: string): string =>
  (schema.properties as Properties)[field]?.title ?? field;

/** Maps the header row to fields; an unknown or repeated column refuses the file (400 on `file`). */
export function importColumns(
  header: readonly string[],
  schema: JsonSchemaNode,
  fields: readonly string[],
): ImportColumns {
  const byKey = new Map<string, string>();
  for (const field of fields) {
    byKey.set(key(field), field);
    byKey.set(key(titleOf(schema, field)), field);
  }
  const unknown: string[] = [];
  const columnOf: Record<string, string> = {};
  const mapped = header.map((name) => {
    if (key(name) === key(ERRORS_COLUMN) || name === '') return undefined;
    const field = byKey.get(key(name));
    if (!field) unknown.push(name);
    else if (columnOf[field]) throw invalid([{ field: 'file', detail: duplicateColumn(name) }]);
    else columnOf[field] = name;
    return field;
  });
  if (unknown.length) throw invalid([{ field: 'file', detail: unknownColumns(unknown) }]);
  return { fields: mapped, columnOf };
}

const YES = new Set(['true', 'yes', 'y', '1']);
const NO = new Set(['false', 'no', 'n', '0']);

function typed(text: string, type: string | string[] | undefined): unknown {
  const types = Array.isArray(type) ? type : [type];
  const lower = text.toLowerCase();
  if (types.includes('boolean')) return YES.has(lower) ? true : NO.has(lower) ? false : text;
  if (types.includes('integer') || types.includes('number')) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  return text;
}

/** A row as an account body: its non-blank cells, typed by the schema; the region's country when none is given. */
export function rowBody(
  cells: readonly string[],
  columns: ImportColumns,
  schema: JsonSchemaNode,
  defaults: Record<string, unknown>,
): Record<string, unknown> {
  const properties = schema.properties as Properties;
  const body: Record<string, unknown> = {};
  columns.fields.forEach((field, index) => {
    const text = cells[index]?.trim() ?? '';
    if (field && text !== '') body[field] = typed(text, properties[field]?.type);
  });
  for (const [field, value] of Object.entries(defaults))
    if (body[field] === undefined && value !== undefined) body[field] = value;
  return body;
}
