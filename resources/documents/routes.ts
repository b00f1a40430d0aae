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
import { ApiError, invalid } from '../../src/server/http/apiError';
import { ResourceStore, type ResourceContext } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import type { FieldError, ListQuery } from '../../src/shared/api/types';
import { updateDocBody, uploadDocBody } from './apiSchemas';
import { attachmentName } from './contentTypes';
import { DOC_TYPES } from './docTypes';
import { docNameError, docTypeError, flag, text } from './documentFields';
import { documentOwner } from './documentOwner';
import { allDocuments, asDocument, publicDocument, UUID, visibleDocument } from './documentRows';
import { documentsStoreResource } from './documentStore';
import { fileStoreFromEnv } from './fileStore';
import { DELETED, FILE_REQUIRED, FILE_TOO_BIG, MAX_DOCUMENT_BYTES, UPLOAD_FAILED } from './messages';
import { acceptUploads, uploadedForm } from './uploadedForm';
import type { Database } from '../../src/server/db/tables';

export const DOCS_API = '/api/docs/v1';
const READ = 'account:read';
const WRITE = 'account:update';
const tags = ['documents'];

/** The field's value when it will do; otherwise the 400 naming what is wrong with it (documentFields.ts). */
function checked(value: unknown, error: (value: unknown) => FieldError | undefined): string {
  const wrong = error(value);
  if (wrong) throw invalid([wrong]);
  return text(value);
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
  // The documents' own store (documentStore.ts), over the server's database and environment.
  const store = new ResourceStore(db, documentsStoreResource, context.store.environment);

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
        const docName = checked(fields.docName ?? fields.fileName, docNameError);
        const docType = checked(fields.docType, docTypeError);
        const owner = await documentOwner(db, principal, fields);
        const id = randomUUID();
        await files.put(`documents/${id}`, file.bytes);
        const body = {
          id,
          ...owner,
          docType,
          docName,
          fileName: file.name || docName,
          size: file.bytes.length,
          temp: flag(fields.temp),
          productType: fields.productType,
          submissionId: fields.submissionId,
        };
        try {
          await db.transaction().execute(async (trx) => {
            await store.create(principal, body, trx).catch(async (error: unknown) => {
              // Made, but not the uploader's to see again (a policyholder's client without an agency): kept.
              const made = await trx.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst();
              if (!(error instanceof ApiError && error.status === 404 && made)) throw error;
            });
          });
        } catch (error) {
          await files.remove(`documents/${id}`);
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

  const isAgency = async (id: string) =>
    Boolean(
      await db
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', id)
        .where('accountType', '=', 'AGENCY')
        .executeTakeFirst(),
    );

  const search = async (request: FastifyRequest, either?: string) => {
    const principal = principalOf(request);
    const query = request.query as Record<string, unknown>;
    const accountId = uuidParam(query.accountId, 'accountId');
    const agencyId = uuidParam(query.agencyId, 'agencyId');
    const docType = text(query.docType);
    const words = text(query.search).replace(/\*/g, '');
    const pageNumber = pageParam(query.page, 0, 1_000_000);
    const size = Math.max(1, pageParam(query.size, 25, 2000));
    const filters: ListQuery['filters'] = {};
    const only = (field: string, value: string) => {
      const held = filters[field]?.in;
      filters[field] = { in: held && !held.includes(value) ? [] : [value] };
    };
    // A search by one id: the documents of that agency, or of that client account.
    if (either) only((await isAgency(either)) ? 'agencyId' : 'accountId', either);
    if (accountId) only('accountId', accountId);
    if (agencyId) only('agencyId', agencyId);
    if (docType) only('docType', docType);
    const page = await store.list(principal, { page: pageNumber, size, search: words || undefined, filters });
    return {
      content: page.content.map((row) => publicDocument(asDocument(row))),
      totalElements: page.totalElements,
    };
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
      const changes: Record<string, unknown> = {};
      if (body.docName !== undefined) changes.docName = checked(body.docName, docNameError);
      if (body.docType !== undefined) changes.docType = checked(body.docType, docTypeError);
      if (body.temp !== undefined) changes.temp = flag(body.temp);
      if (body.agencyId !== undefined) {
        if (isStaff(principal))
          changes.agencyId = (
            await documentOwner(db, principal, { accountId: document.accountId, agencyId: body.agencyId })
          ).agencyId;
        else if (body.agencyId !== document.agencyId)
          await documentOwner(db, principal, { accountId: document.accountId, agencyId: body.agencyId });
      }
      await store.update(principal, document.id, changes);
      return publicDocument(await visibleDocument(db, principal, document.id));
    },
  );

  const remove = async (request: FastifyRequest, docId: unknown) => {
    const principal = principalOf(request);
    const document = await visibleDocument(db, principal, docId);
    await store.remove(principal, document.id);
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
