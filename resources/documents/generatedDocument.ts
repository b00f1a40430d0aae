/**
 * A document the platform makes for a client account (the signed application a provider returns): the bytes go
 * to the file store under the document's own id, the row through the documents' store (checked, versioned, recorded
 * in the documents' history and the account's) in the caller's transaction, as an upload's would. When the
 * transaction fails the bytes are removed again by the caller (`discard`).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { ApiError } from '../../src/server/http/apiError';
import { ResourceStore, type StoreEnvironment } from '../../src/server/resources/resourceStore';
import type { Database } from '../../src/server/db/tables';
import { allDocuments, asDocument, publicDocument } from './documentRows';
import { documentsStoreResource } from './documentStore';
import { fileStoreFromEnv } from './fileStore';

export interface GeneratedDocument {
  accountId: string;
  agencyId: string | null;
  docType: string;
  docName: string;
  bytes: Uint8Array;
}

export interface PreparedDocument {
  id: string;
  /** Writes the row, in `trx`, as `principal`; answers the document as the documents' API shows it. */
  save(principal: Principal, trx: Kysely<Database>): Promise<Record<string, unknown>>;
  /** Removes the stored bytes (the transaction that would have kept the row failed). */
  discard(): Promise<void>;
}

/** Stores the bytes and answers how to write the document's row (in the caller's transaction). */
export async function prepareGeneratedDocument(
  db: Kysely<Database>,
  environment: StoreEnvironment,
  document: GeneratedDocument,
): Promise<PreparedDocument> {
  const files = fileStoreFromEnv();
  const store = new ResourceStore(db, documentsStoreResource, environment);
  const id = randomUUID();
  const key = `documents/${id}`;
  await files.put(key, document.bytes);
  return {
    id,
    async save(principal, trx) {
      const body = {
        id,
        accountId: document.accountId,
        agencyId: document.agencyId,
        docType: document.docType,
        docName: document.docName,
        fileName: document.docName,
        size: document.bytes.length,
        temp: false,
      };
      await store.create(principal, body, trx).catch(async (error: unknown) => {
        // Made, but not the writer's to see again (a client without an agency): kept, as an upload is.
        const made = await trx.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
        if (!(error instanceof ApiError && error.status === 404 && made)) throw error;
      });
      return publicDocument(
        asDocument(await allDocuments(trx).where('documents.id', '=', id).executeTakeFirstOrThrow()),
      );
    },
    discard: () => files.remove(key),
  };
}
