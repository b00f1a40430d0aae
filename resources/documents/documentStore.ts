/**
 * The documents' store: the server half the spec's `/api/docs/v1` paths (routes.ts) read and write through. Its
 * rows are the visible documents (visibility.ts); a write is checked (documentFields.ts), versioned and recorded in
 * the documents' history by the store, and, in the same transaction, in the history of the record the document
 * belongs to (documentHistory.ts), where its History tab shows it. It serves no generic record paths of its own: the
 * spec's paths are the documents' API.
 */
import type { Kysely } from 'kysely';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';
import { documentsResource } from './declaration';
import { allDocuments } from './documentRows';
import { documentFieldErrors, text } from './documentFields';
import { recordDocumentEvent } from './documentHistory';
import { contentTypeOf } from './contentTypes';
import { documentScope } from './visibility';

/** What an update may change; the file, its owner account and where its bytes are kept stay as uploaded. */
const CHANGEABLE = ['docName', 'docType', 'temp', 'agencyId'] as const;

const owner = (id: string, record: ApiRecord) => ({
  id,
  accountId: (record.accountId as string | null) ?? null,
  agencyId: (record.agencyId as string | null) ?? null,
});

export const documentsStoreResource: ServerResource = {
  declaration: documentsResource,
  table: 'documents',
  label: 'Document',
  selectRows: (db) => allDocuments(db).select('documents.version'),
  column: (field) => `documents.${field}`,
  searchColumn: 'documents.searchText',
  scope: documentScope,
  readOnlyFields: ['docId', 'storageKey', 'uploadedBy', 'created', 'modified', 'version'],
  validate: (value) => ({ value, errors: documentFieldErrors(value) }),
  async prepareWrite(_db, principal, value, existing) {
    if (existing) return Object.fromEntries(CHANGEABLE.filter((field) => field in value).map((f) => [f, value[f]]));
    const docName = text(value.docName);
    const fileName = text(value.fileName) || docName;
    return {
      id: value.id,
      accountId: value.accountId ?? null,
      agencyId: value.agencyId ?? null,
      docType: text(value.docType),
      docName,
      fileName,
      contentType: contentTypeOf(fileName),
      size: Number(value.size),
      // The bytes are kept under the document's own id: no write can point a document at another one's file.
      storageKey: `documents/${String(value.id)}`,
      temp: value.temp === true,
      productType: text(value.productType) || null,
      submissionId: text(value.submissionId) || null,
      uploadedBy: principal.userId,
    };
  },
  async afterWrite(trx, principal, id, value, existing) {
    const db = trx as unknown as Kysely<Database>;
    if (!existing) {
      await recordDocumentEvent(db, principal, owner(id, value), 'documentUploaded', [
        { field: 'docName', before: null, after: text(value.docName) },
        { field: 'docType', before: null, after: text(value.docType) },
      ]);
      return;
    }
    const changed = CHANGEABLE.filter((field) => field in value && value[field] !== existing[field]).map((field) => ({
      field,
      before: existing[field],
      after: value[field],
    }));
    if (changed.length > 0) await recordDocumentEvent(db, principal, owner(id, existing), 'documentUpdated', changed);
  },
  async beforeDelete(trx, principal, existing) {
    await recordDocumentEvent(
      trx as unknown as Kysely<Database>,
      principal,
      owner(String(existing.id), existing),
      'documentDeleted',
      [{ field: 'docName', before: existing.docName, after: null }],
    );
  },
};
