/**
 * Attachments of a mailbox message (spec 001 §7): every path reads the message through the mailbox store first,
 * so a message the caller cannot see is 404 and its attachments with it.
 *
 *   POST {api}/message/{msgId}/attachment            multipart: file                 → 201 the attachment
 *   POST {api}/message/{msgId}/attachment-from-url   {url}                           → 201 the attachment
 *   GET  {api}/message/{msgId}/attachments           → [attachment], oldest first
 *   GET  {api}/message/{msgId}/attachment/{id}       → the file as stored
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { childRows } from '../../../src/server/resources/childRows';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { ApiError, invalid, notFound } from '../../../src/server/http/apiError';
import { uuidParam, type SpecPathRoutes } from '../../../src/server/resources/specPaths';
import { attachmentName } from '../../documents/server';
import { fileStoreFromEnv } from '../../documents/server';
import { acceptUploads, uploadedForm } from '../../documents/server';
import {
  allowedType,
  fetchedFileName,
  FILE_REQUIRED,
  FILE_TOO_BIG,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  SENT_IS_FINAL,
  TOO_MANY,
  TYPE_NOT_ALLOWED,
  UPLOAD_FAILED,
} from './limits';
import { fetchAttachment } from './urlFetch';
import type { Database } from '../../../src/server/db/tables';

type Row = Record<string, unknown>;
const COLUMNS = ['id', 'messageId', 'fileName', 'contentType', 'size', 'sourceUrl', 'uploadedBy', 'created'] as const;

const attachmentAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    messageId: { type: 'string' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    sourceUrl: { type: ['string', 'null'] },
    created: { type: 'string' },
  },
} as const;
const uploadBody = {
  type: 'object',
  description: 'multipart/form-data: the file',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
} as const;
const urlBody = {
  type: 'object',
  required: ['url'],
  properties: { url: { type: 'string', maxLength: 2000 } },
} as const;

interface NewFile {
  fileName: string;
  bytes: Uint8Array;
  sourceUrl?: string;
}

export const attachmentRoutes: SpecPathRoutes = (app, { store, db }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const files = fileStoreFromEnv();
  const rows = db as unknown as Kysely<Database>;
  const tags = [name];

  /** The message, seen through the store (404 when the caller cannot see it). */
  const messageOf = async (request: FastifyRequest) => {
    const { msgId } = request.params as { msgId: string };
    return store.get(principalOf(request), uuidParam(msgId, 'msgId'));
  };

  const add = async (request: FastifyRequest, file: NewFile) => {
    const principal = principalOf(request);
    const message = await messageOf(request);
    if (message.emailDirection === 'OUTBOUND') throw new ApiError(409, SENT_IS_FINAL);
    const contentType = allowedType(file.fileName);
    const field = file.sourceUrl ? 'url' : 'file';
    if (!contentType) throw invalid([{ field, detail: TYPE_NOT_ALLOWED }]);
    const id = randomUUID();
    const storageKey = `mailbox/${id}`;
    const fileName = attachmentName(file.fileName);
    await files.put(storageKey, file.bytes);
    try {
      await store.act(
        principal,
        String(message.id),
        {
          name: 'attach',
          permission: permissions.update,
          keepsVersion: true,
          async effect({ trx, describe }) {
            const attached = childRows(trx, 'mailboxAttachments', 'messageId', String(message.id));
            if ((await countOf(trx, String(message.id))) >= MAX_ATTACHMENTS)
              throw invalid([{ field, detail: TOO_MANY }]);
            await attached.add({
              id,
              fileName,
              contentType,
              size: file.bytes.length,
              sourceUrl: file.sourceUrl ?? null,
              uploadedBy: principal.userId || null,
              storageKey,
            });
            describe([{ field: 'attachments', before: null, after: fileName }]);
            return {};
          },
        },
        {},
      );
    } catch (error) {
      await files.remove(storageKey);
      throw error;
    }
    return rows
      .selectFrom('mailboxAttachments')
      .select([...COLUMNS])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  };

  app.register(async (scope) => {
    acceptUploads(scope, { maxBytes: MAX_ATTACHMENT_BYTES, tooBig: FILE_TOO_BIG, unreadable: UPLOAD_FAILED });
    scope.post(
      `${apiBase}/message/:msgId/attachment`,
      {
        config: {
          permission: permissions.update,
          answerStatus: 201,
          bodySchema: uploadBody,
          answerSchema: attachmentAnswer,
        },
        schema: { tags, consumes: ['multipart/form-data'] },
        bodyLimit: MAX_ATTACHMENT_BYTES + 128 * 1024,
      },
      async (request, reply) => {
        const form = uploadedForm(request.body);
        if (!form.file) {
          await messageOf(request);
          throw invalid([{ field: 'file', detail: FILE_REQUIRED }]);
        }
        return reply
          .status(201)
          .send(await add(request, { fileName: form.file.name || form.fields.fileName || '', bytes: form.file.bytes }));
      },
    );
  });

  app.post(
    `${apiBase}/message/:msgId/attachment-from-url`,
    {
      config: {
        permission: permissions.update,
        answerStatus: 201,
        bodySchema: urlBody,
        answerSchema: attachmentAnswer,
      },
      schema: { tags },
    },
    async (request, reply) => {
      await messageOf(request);
      const fetched = await fetchAttachment((request.body as Row | undefined)?.url);
      const fileName = fetchedFileName(fetched.url, fetched.contentType);
      if (!fileName) throw invalid([{ field: 'url', detail: TYPE_NOT_ALLOWED }]);
      return reply
        .status(201)
        .send(await add(request, { fileName, bytes: fetched.bytes, sourceUrl: fetched.url.href }));
    },
  );

  app.get(
    `${apiBase}/message/:msgId/attachments`,
    {
      config: { permission: permissions.get, answerSchema: { type: 'array', items: attachmentAnswer } },
      schema: { tags },
    },
    async (request) => {
      const message = await messageOf(request);
      return rows
        .selectFrom('mailboxAttachments')
        .select([...COLUMNS])
        .where('messageId', '=', String(message.id))
        .orderBy('created')
        .orderBy('id')
        .execute();
    },
  );

  app.get(
    `${apiBase}/message/:msgId/attachment/:attachmentId`,
    { config: { permission: permissions.get }, schema: { tags } },
    async (request, reply) => {
      const message = await messageOf(request);
      const { attachmentId } = request.params as { attachmentId: string };
      const row = await rows
        .selectFrom('mailboxAttachments')
        .selectAll()
        .where('id', '=', uuidParam(attachmentId, 'attachmentId'))
        .where('messageId', '=', String(message.id))
        .executeTakeFirst();
      if (!row) throw notFound('Attachment');
      const bytes = await files.read(String(row.storageKey));
      if (!bytes) throw notFound('Attachment');
      return reply
        .header('content-type', String(row.contentType))
        .header('content-disposition', `attachment; filename="${attachmentName(String(row.fileName))}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};

/** How many files a message holds (read in the attaching transaction, after the message's row is held). */
async function countOf(db: Kysely<Database>, messageId: string): Promise<number> {
  const row = await db
    .selectFrom('mailboxAttachments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('messageId', '=', messageId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
