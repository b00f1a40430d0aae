/**
 * Documents (spec 001 §3 "Document", §6, §7 "Docs under /api/docs/v1", §8):
 *
 *   POST   /api/docs/v1/upload/doc        multipart: file, docName (or fileName), docType, accountId?, agencyId? (staff), temp?, productType?, submissionId?
 *   GET    /api/docs/v1/search            accountId?, agencyId?, docType?, search?, page, size → {content, totalElements}
 *   GET    /api/docs/v1/search/{id}       the documents of a client account or of an agency
 *   GET    /api/docs/v1/download?docId    (or /download/{docId}) the file as uploaded
 *   GET    /api/docs/v1/docTypes          [{value, label}]
 *   PUT    /api/docs/v1/update            {docId, docName?, docType?, agencyId? (staff), temp?}
 *   DELETE /api/docs/v1?docId             (or /api/docs/v1/{docId}) → {message: "Deleted the document successfully"}
 *
 * Reads need account:read, writes account:update (the documents are the client file's). Visibility: visibility.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid } from '../../src/server/http/apiError';
import type { ResourceContext } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { updateDocBody, uploadDocBody } from './apiSchemas';
import { attachmentName, contentTypeOf } from './contentTypes';
import { DOC_TYPES, isDocType } from './docTypes';
import { documentOwner } from './documentOwner';
import { allDocuments, asDocument, publicDocument, UUID, visibleDocument, visibleDocuments } from './documentRows';
import { fileStoreFromEnv } from './fileStore';
import {
  DELETED,
  DOC_NAME_REQUIRED,
  DOC_TYPE_REQUIRED,
  DOC_TYPE_UNKNOWN,
  FILE_REQUIRED,
  FILE_TOO_BIG,
  MAX_DOCUMENT_BYTES,
  UPLOAD_FAILED,
} from './messages';
import { acceptUploads, uploadedForm } from './uploadedForm';
import { recordDocumentEvent } from './documentHistory';
import type { Database } from '../../src/server/db/tables';

export const DOCS_API = '/api/docs/v1';
const READ = 'account:read';
const WRITE = 'account:update';
const tags = ['documents'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const flag = (value: unknown) =>
  ['true', 'on', 'yes', '1'].includes(String(value ?? '').toLowerCase()) || value === true;

function docTypeOf(value: unknown): string {
  const docType = text(value);
  if (!docType) throw invalid([{ field: 'docType', detail: DOC_TYPE_REQUIRED }]);
  if (!isDocType(docType)) throw invalid([{ field: 'docType', detail: DOC_TYPE_UNKNOWN }]);
  return docType;
}

function docNameOf(value: unknown): string {
  const docName = text(value);
  if (!docName) throw invalid([{ field: 'docName', detail: DOC_NAME_REQUIRED }]);
  if (docName.length > 200) throw invalid([{ field: 'docName', detail: 'File Name must be 200 characters or less' }]);
  return docName;
}

const pageParam = (value: unknown, fallback: number, max: number) => {
  const number = Number(value ?? fallback);
  return Number.isInteger(number) && number >= 0 ? Math.min(number, max) : fallback;
};

const uuidParam = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw invalid([{ field, detail: `${field} must be an id` }]);
  return value;
};

export function registerDocumentRoutes(app: FastifyInstance, context: ResourceContext): void {
  const db = context.db as unknown as Kysely<Database>;
  const files = fileStoreFromEnv();

  app.register(async (scope) => {
    acceptUploads(scope, { maxBytes: MAX_DOCUMENT_BYTES, tooBig: FILE_TOO_BIG, unreadable: UPLOAD_FAILED });
    scope.post(
      `${DOCS_API}/upload/doc`,
      {
        config: { permission: WRITE, answerStatus: 201, bodySchema: uploadDocBody },
        schema: { tags, consumes: ['multipart/form-data'] },
        bodyLimit: MAX_DOCUMENT_BYTES + 128 * 1024,
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const form = uploadedForm(request.body);
        const { fields } = form;
        const file = form.file;
        if (!file) throw invalid([{ field: 'file', detail: FILE_REQUIRED }]);
        const docName = docNameOf(fields.docName ?? fields.fileName);
        const docType = docTypeOf(fields.docType);
        const owner = await documentOwner(db, principal, fields);
        const id = randomUUID();
        const storageKey = `documents/${id}`;
        await files.put(storageKey, file.bytes);
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('documents')
              .values({
                id,
                ...owner,
                docType,
                docName,
                fileName: file.name || docName,
                contentType: contentTypeOf(file.name || docName),
                size: file.bytes.length,
                storageKey,
                temp: flag(fields.temp),
                productType: text(fields.productType) || null,
                submissionId: text(fields.submissionId) || null,
                uploadedBy: principal.userId,
              })
              .execute();
            await recordDocumentEvent(trx, principal, { id, ...owner }, 'documentUploaded', [
              { field: 'docName', before: null, after: docName },
              { field: 'docType', before: null, after: docType },
            ]);
          });
        } catch (error) {
          await files.remove(storageKey);
          throw error;
        }
        // The uploader is answered with the row even when it will not see it again (a policyholder's client without an agency).
        return reply
          .status(201)
          .send(
            publicDocument(asDocument(await allDocuments(db).where('documents.id', '=', id).executeTakeFirstOrThrow())),
          );
      },
    );
  });

  const search = async (request: FastifyRequest, either?: string) => {
    const principal = principalOf(request);
    const query = request.query as Record<string, unknown>;
    const accountId = uuidParam(query.accountId, 'accountId');
    const agencyId = uuidParam(query.agencyId, 'agencyId');
    const docType = text(query.docType);
    const words = text(query.search).replace(/\*/g, '');
    const page = pageParam(query.page, 0, 1_000_000);
    const size = Math.max(1, pageParam(query.size, 25, 2000));
    let rows = visibleDocuments(db, principal);
    if (either)
      rows = rows.where((eb) => eb.or([eb('documents.accountId', '=', either), eb('documents.agencyId', '=', either)]));
    if (accountId) rows = rows.where('documents.accountId', '=', accountId);
    if (agencyId) rows = rows.where('documents.agencyId', '=', agencyId);
    if (docType) rows = rows.where('documents.docType', '=', docType);
    if (words)
      rows = rows.where((eb) =>
        eb.or([eb('documents.docName', 'ilike', `%${words}%`), eb('documents.fileName', 'ilike', `%${words}%`)]),
      );
    const [content, total] = await Promise.all([
      rows
        .orderBy('documents.created', 'desc')
        .orderBy('documents.id')
        .limit(size)
        .offset(page * size)
        .execute(),
      rows
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirst(),
    ]);
    return { content: content.map((row) => publicDocument(asDocument(row))), totalElements: Number(total?.count ?? 0) };
  };

  app.get(`${DOCS_API}/search`, { config: { permission: READ }, schema: { tags } }, async (request) => search(request));
  app.get<{ Params: { id: string } }>(
    `${DOCS_API}/search/:id`,
    { config: { permission: READ }, schema: { tags } },
    async (request) => search(request, uuidParam(request.params.id, 'id')),
  );

  app.get(`${DOCS_API}/docTypes`, { config: { permission: READ }, schema: { tags } }, async () => DOC_TYPES);

  const download = async (request: FastifyRequest, reply: FastifyReply, docId: unknown) => {
    const document = await visibleDocument(db, principalOf(request), docId);
    const bytes = await files.read(document.storageKey);
    if (!bytes) throw invalid([{ field: 'docId', detail: 'The file of this document is missing' }]);
    return reply
      .header('content-type', document.contentType)
      .header('content-disposition', `attachment; filename="${attachmentName(document.fileName)}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  };
  app.get(`${DOCS_API}/download`, { config: { permission: READ }, schema: { tags } }, async (request, reply) =>
    download(request, reply, (request.query as Record<string, unknown>).docId),
  );
  app.get<{ Params: { docId: string } }>(
    `${DOCS_API}/download/:docId`,
    { config: { permission: READ }, schema: { tags } },
    async (request, reply) => download(request, reply, request.params.docId),
  );

  app.put(
    `${DOCS_API}/update`,
    { config: { permission: WRITE, bodySchema: updateDocBody }, schema: { tags } },
    async (request) => {
      const principal = principalOf(request);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const document = await visibleDocument(db, principal, body.docId ?? body.id);
      const changes: Record<string, unknown> = { modified: new Date() };
      if (body.docName !== undefined) changes.docName = docNameOf(body.docName);
      if (body.docType !== undefined) changes.docType = docTypeOf(body.docType);
      if (body.temp !== undefined) changes.temp = flag(body.temp);
      if (body.agencyId !== undefined) {
        if (isStaff(principal))
          changes.agencyId = (
            await documentOwner(db, principal, { accountId: document.accountId, agencyId: body.agencyId })
          ).agencyId;
        else if (body.agencyId !== document.agencyId)
          await documentOwner(db, principal, { accountId: document.accountId, agencyId: body.agencyId });
      }
      const changed = (['docName', 'docType', 'temp', 'agencyId'] as const)
        .filter((field) => field in changes && changes[field] !== document[field])
        .map((field) => ({ field, before: document[field], after: changes[field] }));
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('documents').set(changes).where('id', '=', document.id).execute();
        if (changed.length > 0) await recordDocumentEvent(trx, principal, document, 'documentUpdated', changed);
      });
      return publicDocument(await visibleDocument(db, principal, document.id));
    },
  );

  const remove = async (request: FastifyRequest, docId: unknown) => {
    const principal = principalOf(request);
    const document = await visibleDocument(db, principal, docId);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('documents').where('id', '=', document.id).execute();
      await recordDocumentEvent(trx, principal, document, 'documentDeleted', [
        { field: 'docName', before: document.docName, after: null },
      ]);
    });
    await files.remove(document.storageKey);
    return { message: DELETED };
  };
  app.delete(DOCS_API, { config: { permission: WRITE }, schema: { tags } }, async (request) =>
    remove(request, (request.query as Record<string, unknown>).docId),
  );
  app.delete<{ Params: { docId: string } }>(
    `${DOCS_API}/:docId`,
    { config: { permission: WRITE }, schema: { tags } },
    async (request) => remove(request, request.params.docId),
  );
}
