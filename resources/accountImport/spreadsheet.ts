/**
 * Reads an uploaded bulk file (spec 001 §9: xls, csv or xlsx) into its header and rows of text: CSV with
 * papaparse, Excel workbooks with read-excel-file (the first sheet). What the bytes are decides the reader, not the
 * name: an ".xls" that is really CSV or an xlsx workbook (as many exports are) is read; a genuine Excel 97-2003
 * workbook is refused with a message saying how to save it.
 */
import Papa from 'papaparse';
import { invalid } from '../../src/server/http/apiError';
import { NO_HEADER, NO_ROWS, OLD_EXCEL, UNREADABLE, WRONG_TYPE } from './messages';

export interface SheetRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  number: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

const ACCEPTED = /\.(csv|xls|xlsx)$/i;
const fileError = (detail: string) => invalid([{ field: 'file', detail }]);

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A cell as text: numbers as written, dates as their day, blanks as ''. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

async function workbookRows(bytes: Uint8Array): Promise<string[][]> {
  try {
    // read-excel-file (~13 MB of server memory) loads with the first workbook, not with the server.
    const { readSheet } = await import('read-excel-file/node');
    const data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return data.map((row) => row.map(cellText));
  } catch {
    throw fileError(UNREADABLE);
  }
}

function csvRows(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((error) => error.type === 'Quotes')) throw fileError(UNREADABLE);
  return parsed.data.map((row) => row.map(cellText));
}

/** Checks the name's type (400 on `file`) and reads the rows; blank rows are left out, their numbers kept. */
export async function readSpreadsheet(fileName: string, bytes: Uint8Array): Promise<Sheet> {
  if (!ACCEPTED.test(fileName)) throw fileError(WRONG_TYPE);
  if (startsWith(bytes, OLE)) throw fileError(OLD_EXCEL);
  const all = startsWith(bytes, ZIP) ? await workbookRows(bytes) : csvRows(bytes);
  const numbered = all
    .map((cells, index) => ({ number: index + 1, cells }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...rows] = numbered;
  if (!header || header.number !== 1) throw fileError(NO_HEADER);
  if (!rows.length) throw fileError(NO_ROWS);
  return { header: header.cells, rows };
}
