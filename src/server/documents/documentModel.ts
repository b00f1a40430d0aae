/**
 * What a document says, before it is laid out: a title, the lines under it and sections of label/value
 * rows or tables. The quote proposal and binder (resources/quoteDocuments) and the policy's certificate,
 * invoice and receipt (resources/policyDocuments) are built as this model and drawn by one writer
 * (pdfWriter.ts), so their content can be read without a PDF.
 */

export interface DocumentTable {
  columns: string[];
  /** Columns aligned right (amounts), by index. */
  rightAligned?: number[];
  rows: string[][];
}

export interface DocumentSection {
  heading: string;
  /** Label and value pairs. */
  rows?: [string, string][];
  table?: DocumentTable;
  /** Plain text under the rows or table. */
  note?: string;
}

export interface DocumentContent {
  title: string;
  /** Lines under the title (company, quote or policy number). */
  subtitle: string[];
  sections: DocumentSection[];
  /** Small print at the foot of the last page. */
  footer: string;
}
