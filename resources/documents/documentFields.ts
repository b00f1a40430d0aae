/** The fields a document's writes carry, read from a form or a JSON body, with the spec's texts (messages.ts). */
import type { FieldError } from '../../src/shared/api/types';
import { isDocType } from './docTypes';
import { DOC_NAME_REQUIRED, DOC_TYPE_REQUIRED, DOC_TYPE_UNKNOWN } from './messages';

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const flag = (value: unknown) =>
  ['true', 'on', 'yes', '1'].includes(String(value ?? '').toLowerCase()) || value === true;

export function docNameError(value: unknown): FieldError | undefined {
  const docName = text(value);
  if (!docName) return { field: 'docName', detail: DOC_NAME_REQUIRED };
  if (docName.length > 200) return { field: 'docName', detail: 'File Name must be 200 characters or less' };
  return undefined;
}

export function docTypeError(value: unknown): FieldError | undefined {
  const docType = text(value);
  if (!docType) return { field: 'docType', detail: DOC_TYPE_REQUIRED };
  if (!isDocType(docType)) return { field: 'docType', detail: DOC_TYPE_UNKNOWN };
  return undefined;
}

/** What is wrong with a document's name and type, the name first (one error, as a route answers it). */
export function documentFieldErrors(value: { docName?: unknown; docType?: unknown }): FieldError[] {
  const error = docNameError(value.docName) ?? docTypeError(value.docType);
  return error ? [error] : [];
}
