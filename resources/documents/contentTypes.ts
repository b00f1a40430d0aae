/** The content type a document is served with, by its file name's extension (unknown: octet-stream). */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

export const contentTypeOf = (fileName: string): string =>
  TYPES[/\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** A file name safe inside a Content-Disposition header. */
export const attachmentName = (fileName: string): string =>
  fileName.replace(/[^\w. -]+/g, '_').slice(0, 150) || 'document';
