// @vitest-environment node
import { crc32 } from 'node:zlib';
import { ApiError } from '../../src/server/http/apiError';
import { readSpreadsheet } from './spreadsheet';

/** A workbook as Excel stores it: a zip (entries stored, not deflated) of the OOXML parts, one sheet of inline strings and numbers. */
function xlsx(rows: (string | number)[][]): Uint8Array {
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const sheet = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((value, c) => cell(value, `${String.fromCharCode(65 + c)}${r + 1}`)).join('')}</row>`,
    )
    .join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Accounts" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  };
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    local.push(header, fileName, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += 30 + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors;
};

describe('reading a bulk file', () => {
  it('reads an xlsx workbook: the header, then each row with its spreadsheet row number, numbers as written', async () => {
    const sheet = await readSpreadsheet(
      'Accounts.XLSX',
      xlsx([
        ['Account Name', 'ZIP Code'],
        ['Acme Co', 78701],
        ['Beta Co', '02134'],
      ]),
    );
    expect(sheet).toEqual({
      header: ['Account Name', 'ZIP Code'],
      rows: [
        { number: 2, cells: ['Acme Co', '78701'] },
        { number: 3, cells: ['Beta Co', '02134'] },
      ],
    });
  });

  it('reads CSV (a byte-order mark, quotes, commas and line breaks inside quotes); blank rows are skipped, numbering kept', async () => {
    const text = '\uFEFFAccount Name,Address\n"Smith, Jones & Co","1 Main St\nSuite 2"\n\n,\nLast Co,9 High St\n';
    const sheet = await readSpreadsheet('a.csv', new TextEncoder().encode(text));
    expect(sheet.header).toEqual(['Account Name', 'Address']);
    expect(sheet.rows).toEqual([
      { number: 2, cells: ['Smith, Jones & Co', '1 Main St\nSuite 2'] },
      { number: 5, cells: ['Last Co', '9 High St'] },
    ]);
  });

  it('reads an ".xls" by what it is: CSV or an xlsx workbook inside; a real Excel 97-2003 workbook is refused with what to do', async () => {
    expect((await readSpreadsheet('export.xls', new TextEncoder().encode('name\nA\n'))).rows).toHaveLength(1);
    expect((await readSpreadsheet('export.xls', xlsx([['name'], ['A']]))).rows).toEqual([{ number: 2, cells: ['A'] }]);
    expect(
      await refusal(readSpreadsheet('old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))),
    ).toEqual([
      { field: 'file', detail: 'This is an Excel 97-2003 workbook. Save it as .xlsx or .csv and upload it again.' },
    ]);
  });

  it('refuses another type, a broken workbook, a file with no rows under its header or no header', async () => {
    expect(await refusal(readSpreadsheet('a.pdf', new Uint8Array([1])))).toEqual([
      { field: 'file', detail: 'Only xls, xlsx or csv files can be uploaded.' },
    ]);
    expect(await refusal(readSpreadsheet('a.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])))).toEqual([
      { field: 'file', detail: 'The file could not be read as a spreadsheet.' },
    ]);
    expect(await refusal(readSpreadsheet('a.csv', new TextEncoder().encode('name\n')))).toEqual([
      { field: 'file', detail: 'The file has no account rows under its header row.' },
    ]);
    expect(await refusal(readSpreadsheet('a.csv', new TextEncoder().encode('\n\nname\nA\n')))).toEqual([
      { field: 'file', detail: 'The first row must name the columns (download the template).' },
    ]);
  });
});
