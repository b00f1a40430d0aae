/** What kind of file a document is, for its icon (spec 001 §2 "file icons by type"): by content type, then extension. */
export type FileKind = 'pdf' | 'image' | 'spreadsheet' | 'word' | 'other';

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  webp: 'image',
  svg: 'image',
  tif: 'image',
  tiff: 'image',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  ods: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  odt: 'word',
  rtf: 'word',
};

export function fileKindOf(fileName: string, contentType = ''): FileKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? 'other';
}
