/**
 * Draws a document (documentModel.ts) as a PDF with pdf-lib: US Letter pages, Helvetica, the title and its
 * lines, then each section's label/value rows, table and note, wrapping long text and starting a new page
 * when one fills. Text the standard fonts cannot encode (outside WinAnsi) is written as '?'.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { DocumentContent, DocumentSection, DocumentTable } from './documentModel';

const PAGE: [number, number] = [612, 792];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const BODY = 10;
const LINE = 14;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** The colours of the page, made by pdf-lib once it is loaded. */
interface Colours {
  text: RGB;
  grey: RGB;
  rule: RGB;
}

/** A cursor over pages: where the next line goes, with a new page when the current one is full. */
class Cursor {
  page: PDFPage;
  y = PAGE[1] - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly colours: Colours,
  ) {
    this.page = pdf.addPage(PAGE);
  }

  /** Room for `height` points, or a new page. */
  need(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  write(value: string, x: number, options: { font?: PDFFont; size?: number; color?: RGB } = {}): void {
    const font = options.font ?? this.fonts.regular;
    this.page.drawText(value, {
      x,
      y: this.y,
      font,
      size: options.size ?? BODY,
      color: options.color ?? this.colours.text,
    });
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.5,
      color: this.colours.rule,
    });
  }
}

/** Replaces what the font cannot encode, so a name with an unusual letter never fails the document. */
function encodable(font: PDFFont): (value: string) => string {
  const known = new Set(font.getCharacterSet());
  return (value) =>
    Array.from(value.replace(/[\u00a0\u202f]/g, ' '), (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** `value` broken into lines no wider than `width` (words longer than a line are cut). */
function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}

function drawRows(cursor: Cursor, rows: [string, string][]): void {
  const labelWidth = 170;
  for (const [label, value] of rows) {
    const lines = wrap(value, cursor.fonts.regular, BODY, WIDTH - labelWidth);
    cursor.need(lines.length * LINE);
    cursor.write(label, MARGIN, { font: cursor.fonts.bold, color: cursor.colours.grey });
    lines.forEach((line, i) => {
      cursor.write(line, MARGIN + labelWidth);
      if (i < lines.length - 1) cursor.y -= LINE;
    });
    cursor.y -= LINE;
  }
}

function drawTable(cursor: Cursor, table: DocumentTable): void {
  const n = table.columns.length;
  const first = n > 2 ? WIDTH * 0.36 : WIDTH * 0.72;
  const widths = table.columns.map((_, i) => (i === 0 ? first : (WIDTH - first) / (n - 1)));
  const starts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((sum, w) => sum + w, 0));
  const right = new Set(table.rightAligned ?? []);
  const drawRow = (cells: string[], font: PDFFont) => {
    const wrapped = cells.map((cell, i) => wrap(cell, font, BODY, widths[i] - (right.has(i) ? 14 : 6)));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
    cursor.need(height + 4);
    const top = cursor.y;
    wrapped.forEach((lines, i) =>
      lines.forEach((line, j) => {
        cursor.y = top - j * LINE;
        const x = right.has(i) ? starts[i] + widths[i] - 14 - font.widthOfTextAtSize(line, BODY) : starts[i];
        cursor.write(line, x, { font });
      }),
    );
    cursor.y = top - height + 4;
    cursor.rule();
    cursor.y -= LINE - 4;
  };
  drawRow(table.columns, cursor.fonts.bold);
  for (const row of table.rows) drawRow(row, cursor.fonts.regular);
}

function drawSection(cursor: Cursor, section: DocumentSection): void {
  cursor.need(LINE * 3);
  cursor.y -= 6;
  cursor.write(section.heading, MARGIN, { font: cursor.fonts.bold, size: 13 });
  cursor.y -= 6;
  cursor.rule();
  cursor.y -= LINE;
  if (section.rows) drawRows(cursor, section.rows);
  if (section.table) {
    if (section.rows) cursor.y -= 4;
    drawTable(cursor, section.table);
  }
  if (section.note) {
    for (const line of wrap(section.note, cursor.fonts.regular, 9, WIDTH)) {
      cursor.need(LINE);
      cursor.write(line, MARGIN, { size: 9, color: cursor.colours.grey });
      cursor.y -= LINE;
    }
  }
  cursor.y -= 8;
}

/** Applies `clean` to every text of the document. */
function cleaned(document: DocumentContent, clean: (value: string) => string): DocumentContent {
  return {
    title: clean(document.title),
    subtitle: document.subtitle.map(clean),
    footer: clean(document.footer),
    sections: document.sections.map((s) => ({
      heading: clean(s.heading),
      rows: s.rows?.map(([label, value]): [string, string] => [clean(label), clean(value)]),
      table: s.table && {
        ...s.table,
        columns: s.table.columns.map(clean),
        rows: s.table.rows.map((row) => row.map(clean)),
      },
      note: s.note === undefined ? undefined : clean(s.note),
    })),
  };
}

/** The PDF of `document`, with `title` and `author` in its metadata. */
export async function writePdf(
  source: DocumentContent,
  meta: { author: string; subject: string },
): Promise<Uint8Array> {
  // pdf-lib (~17 MB of server memory) loads with the first document, not with the server.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const document = cleaned(source, encodable(fonts.regular));
  pdf.setTitle(`${document.title}: ${document.subtitle.join(', ')}`);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  pdf.setProducer('pdf-lib');
  pdf.setCreator('Cyber insurance console');

  const cursor = new Cursor(pdf, fonts, { text: rgb(0, 0, 0), grey: rgb(0.35, 0.35, 0.35), rule: rgb(0.8, 0.8, 0.8) });
  cursor.write(document.title, MARGIN, { font: fonts.bold, size: 20 });
  cursor.y -= 22;
  for (const line of document.subtitle) {
    cursor.write(line, MARGIN, { size: 12, color: cursor.colours.grey });
    cursor.y -= 16;
  }
  cursor.y -= 6;
  for (const section of document.sections) drawSection(cursor, section);
  cursor.need(LINE);
  cursor.write(document.footer, MARGIN, { size: 8, color: cursor.colours.grey });
  return pdf.save();
}
