/**
 * The rows an import refused, as a CSV to fix and upload again: the file's own columns, in its order, and an
 * Errors column saying what to fix ("ZIP Code: Invalid ZIP Code; City: Invalid City"), which an upload ignores.
 */
import Papa from 'papaparse';
import { ERRORS_COLUMN } from './columns';

interface RefusedRowAnswer {
  row: number;
  cells: Record<string, string>;
  errors: { column: string; detail: string }[];
}

export function invalidRowsCsv(rows: readonly RefusedRowAnswer[]): string {
  const columns: string[] = [];
  for (const row of rows)
    for (const name of Object.keys(row.cells))
      if (name !== '' && name.toLowerCase() !== ERRORS_COLUMN.toLowerCase() && !columns.includes(name))
        columns.push(name);
  const data = rows.map((row) => [
    ...columns.map((name) => row.cells[name] ?? ''),
    row.errors.map((error) => `${error.column}: ${error.detail}`).join('; '),
  ]);
  return `\uFEFF${Papa.unparse({ fields: [...columns, ERRORS_COLUMN], data })}\r\n`;
}

/** The template's header row: the titles of the fields a file may carry. */
export const templateCsv = (titles: readonly string[]): string =>
  `\uFEFF${Papa.unparse({ fields: [...titles], data: [] })}\r\n`;
