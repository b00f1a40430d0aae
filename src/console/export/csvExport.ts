import Papa from 'papaparse';

/** One list column as exported: its record field, its translated label, and whether export skips it. */
export interface ExportColumn {
  source: string;
  label: string;
  /** Spec 001 §9: columns marked for omission are skipped. */
  omitFromExport?: boolean;
}

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The CSV of a list (spec 001 §9): the header is the column labels, every value quoted with inner quotes
 * doubled, and columns marked for omission left out.
 */
export function toCsv(records: readonly Record<string, unknown>[], columns: readonly ExportColumn[]): string {
  const kept = columns.filter((column) => !column.omitFromExport);
  return Papa.unparse(
    {
      fields: kept.map((column) => column.label),
      data: records.map((record) => kept.map((column) => cell(record[column.source]))),
    },
    { quotes: true, newline: '\r\n' },
  );
}
