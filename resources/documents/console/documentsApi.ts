/** The documents page's calls (spec 001 §7 `/api/docs/v1`), over the console's one HTTP client. */
import { HttpError } from 'react-admin';
import { getAccessToken } from '../../../src/console/auth/tokenStore';
import { saveResponse } from '../../../src/console/export/saveFile';
import { httpClient } from '../../../src/console/providers/instances';
import type { DocumentRow } from '../documentRows';

export const DOCS_API = '/api/docs/v1';

/** A document as the server answers it (its row type, not a copy). */
export type DocumentRecord = DocumentRow;

export interface DocType {
  value: string;
  label: string;
}

/** Whose documents a list shows: one client account, one agency, or all the caller sees. */
export interface DocumentsScope {
  accountId?: string;
  agencyId?: string;
}

export async function searchDocuments(scope: DocumentsScope, page: number, size: number): Promise<{ content: DocumentRecord[]; totalElements: number }> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  if (scope.accountId) query.set('accountId', scope.accountId);
  if (scope.agencyId) query.set('agencyId', scope.agencyId);
  return (await httpClient(`${DOCS_API}/search?${query}`)).json as { content: DocumentRecord[]; totalElements: number };
}

export const fetchDocTypes = async (): Promise<DocType[]> => (await httpClient(`${DOCS_API}/docTypes`)).json as DocType[];

export interface UploadForm extends DocumentsScope {
  file: File;
  docType: string;
  docName: string;
}

/** POST the multipart form (the browser writes the boundary); answers the new document. */
export async function uploadDocument(form: UploadForm): Promise<DocumentRecord> {
  const body = new FormData();
  body.append('file', form.file, form.file.name);
  body.append('docType', form.docType);
  body.append('docName', form.docName);
  if (form.accountId) body.append('accountId', form.accountId);
  if (form.agencyId) body.append('agencyId', form.agencyId);
  return (await httpClient(`${DOCS_API}/upload/doc`, { method: 'POST', body })).json as DocumentRecord;
}

export const deleteDocument = async (docId: string): Promise<void> => {
  await httpClient(`${DOCS_API}?${new URLSearchParams({ docId })}`, { method: 'DELETE' });
};

const fetchFile = (path: string) => {
  const token = getAccessToken();
  return fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
};

/**
 * GET /api/docs/v1/download?docId as bytes (the HTTP client reads text, so the file is fetched here; an expired
 * token is renewed through the client first) and saved under the name the server gives.
 */
export async function downloadDocument(document: Pick<DocumentRecord, 'docId' | 'fileName'>): Promise<string> {
  const path = `${DOCS_API}/download?${new URLSearchParams({ docId: document.docId })}`;
  let response = await fetchFile(path);
  if (response.status === 401) {
    await fetchDocTypes();
    response = await fetchFile(path);
  }
  if (!response.ok) throw new HttpError(response.statusText, response.status, await response.text().catch(() => ''));
  return saveResponse(response, document.fileName);
}

/** The server's refusal of each field (400 `{errors: [{field, detail}]}`), by field. */
export function fieldRefusals(failure: unknown): Record<string, string> {
  const body = failure instanceof HttpError ? (failure.body as { errors?: unknown } | undefined) : undefined;
  const errors = body?.errors;
  if (Array.isArray(errors)) return Object.fromEntries(errors.map((error: { field: string; detail: string }) => [error.field, error.detail]));
  if (errors && typeof errors === 'object') return Object.fromEntries(Object.entries(errors).filter(([, detail]) => typeof detail === 'string')) as Record<string, string>;
  return {};
}
