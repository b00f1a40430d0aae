/** The documents table as the API shows it, read through the visibility rule only. */
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { ApiError } from '../../src/server/http/apiError';
import { NOT_FOUND } from './messages';
import { documentScope } from './visibility';
import type { Database } from '../../src/server/db/tables';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DocumentRow {
  id: string;
  docId: string;
  accountId: string | null;
  agencyId: string | null;
  docType: string;
  docName: string;
  fileName: string;
  contentType: string;
  size: number;
  temp: boolean;
  productType: string | null;
  submissionId: string | null;
  storageKey: string;
  created: string;
  modified: string;
}

const COLUMNS = [
  'documents.id',
  'documents.accountId',
  'documents.agencyId',
  'documents.docType',
  'documents.docName',
  'documents.fileName',
  'documents.contentType',
  'documents.size',
  'documents.temp',
  'documents.productType',
  'documents.submissionId',
  'documents.storageKey',
] as const;

/** Every document's columns, unscoped: the store's rows (documentStore.ts) and the row an upload has just made. */
export const allDocuments = (db: Kysely<Database>) =>
  db
    .selectFrom('documents')
    .select([
      ...COLUMNS,
      sql<string>`to_char(documents.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created'),
      sql<string>`to_char(documents.modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('modified'),
    ]);

/** The documents the caller may see (visibility.ts). */
export const visibleDocuments = (db: Kysely<Database>, principal: Principal) =>
  allDocuments(db).where(documentScope(principal));

export const asDocument = (row: Record<string, unknown>): DocumentRow => ({
  ...(row as unknown as DocumentRow),
  docId: String(row.id),
  size: Number(row.size),
});

/** What the API answers for a document: everything but where the bytes are kept and the store's version. */
export const publicDocument = ({ storageKey: _key, version: _version, ...rest }: DocumentRow & { version?: unknown }) =>
  rest;

/** The document if the caller sees it; otherwise 404 with the spec's text (another tenant's is the same 404). */
export async function visibleDocument(
  db: Kysely<Database>,
  principal: Principal,
  docId: unknown,
): Promise<DocumentRow> {
  if (typeof docId !== 'string' || !UUID.test(docId)) throw new ApiError(404, NOT_FOUND);
  const row = await visibleDocuments(db, principal).where('documents.id', '=', docId).executeTakeFirst();
  if (!row) throw new ApiError(404, NOT_FOUND);
  return asDocument(row);
}
