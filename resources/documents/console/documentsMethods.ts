/**
 * The documents page's calls (spec 001 §7 `/api/docs/v1`), as data provider methods; a document's file is read with
 * the data provider's `download` at `documentFilePath`.
 */
import { HttpError, useDataProvider } from 'react-admin';
import type { PlatformDataProvider } from '../../../src/console/providers/dataProvider';
import { defineDataProviderMethods, type MethodsOf } from '../../../src/console/providers/methods';
import { documentsResource } from '../declaration';
import type { DocumentRow } from '../documentRows';

export const DOCS_API = documentsResource.apiBase;

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

export interface UploadForm extends DocumentsScope {
  file: File;
  docType: string;
  docName: string;
}

export interface DocumentsPage {
  content: DocumentRecord[];
  totalElements: number;
}

/** GET /api/docs/v1/download?docId: the document's file. */
export const documentFilePath = (docId: string): string => `${DOCS_API}/download?${new URLSearchParams({ docId })}`;

export const documentsMethods = defineDataProviderMethods(({ httpClient }) => ({
  searchDocuments: async (
    scope: DocumentsScope,
    page: number,
    size: number,
    signal?: AbortSignal,
  ): Promise<DocumentsPage> => {
    const query = new URLSearchParams({ page: String(page), size: String(size) });
    if (scope.accountId) query.set('accountId', scope.accountId);
    if (scope.agencyId) query.set('agencyId', scope.agencyId);
    return (await httpClient(`${DOCS_API}/search?${query}`, { signal })).json as DocumentsPage;
  },

  documentTypes: async (): Promise<DocType[]> => (await httpClient(`${DOCS_API}/docTypes`)).json as DocType[],

  /** POST the multipart form (the browser writes the boundary); answers the new document. */
  uploadDocument: async (form: UploadForm): Promise<DocumentRecord> => {
    const body = new FormData();
    body.append('file', form.file, form.file.name);
    body.append('docType', form.docType);
    body.append('docName', form.docName);
    if (form.accountId) body.append('accountId', form.accountId);
    if (form.agencyId) body.append('agencyId', form.agencyId);
    return (await httpClient(`${DOCS_API}/upload/doc`, { method: 'POST', body })).json as DocumentRecord;
  },

  deleteDocument: async (docId: string): Promise<void> => {
    await httpClient(`${DOCS_API}?${new URLSearchParams({ docId })}`, { method: 'DELETE' });
  },
}));

export const useDocumentsCalls = () => useDataProvider<PlatformDataProvider & MethodsOf<typeof documentsMethods>>();

/** The server's refusal of each field (400 `{errors: [{field, detail}]}`), by field. */
export function fieldRefusals(failure: unknown): Record<string, string> {
  const body = failure instanceof HttpError ? (failure.body as { errors?: unknown } | undefined) : undefined;
  const errors = body?.errors;
  if (Array.isArray(errors))
    return Object.fromEntries(errors.map((error: { field: string; detail: string }) => [error.field, error.detail]));
  if (errors && typeof errors === 'object')
    return Object.fromEntries(Object.entries(errors).filter(([, detail]) => typeof detail === 'string')) as Record<
      string,
      string
    >;
  return {};
}
