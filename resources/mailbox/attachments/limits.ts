import { contentTypeOf } from '../../documents/server';

/**
 * What a message may carry (the spec names no limits; decided here): files of the documents' known types
 * (pdf, png, jpg/jpeg, gif, txt, csv, doc/docx, xls/xlsx, zip), 10 MB each, 20 per message. A file fetched from
 * a URL obeys the same limits, within 15 seconds.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 20;
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;

export const FILE_REQUIRED = 'No file selected for upload.';
export const FILE_TOO_BIG = 'The file size is too big, 10MB max.';
export const UPLOAD_FAILED = 'Failed to upload the file!';
export const TYPE_NOT_ALLOWED = 'This file type is not allowed';
export const TOO_MANY = `A message can carry at most ${MAX_ATTACHMENTS} attachments`;
export const SENT_IS_FINAL = "A sent message's attachments cannot change.";
export const URL_INVALID = 'Please enter a valid http or https URL';
export const URL_REFUSED = 'This address cannot be fetched';
export const URL_FAILED = 'The file could not be fetched from this URL';

const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/zip': 'zip',
};

/** The content type of an allowed file name, or undefined when its extension is not one of the allowed types. */
export function allowedType(fileName: string): string | undefined {
  const type = contentTypeOf(fileName);
  return type === 'application/octet-stream' ? undefined : type;
}

/** A file name for fetched bytes: the URL's last segment when its type is allowed, else named by the served type. */
export function fetchedFileName(url: URL, servedType: string | undefined): string | undefined {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').trim();
  if (last && allowedType(last)) return last;
  const extension = EXTENSION_OF_TYPE[(servedType ?? '').split(';')[0]!.trim().toLowerCase()];
  return extension ? `${(last || 'attachment').replace(/\.[^.]*$/, '')}.${extension}` : undefined;
}
