import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { principalOf } from '../../src/server/auth/authPlugin';
import { invalid, notFound } from '../../src/server/http/apiError';
import { answerList } from '../../src/server/resources/resourceRoutes';
import { queryOf, uuidParam, type SpecPathRoutes } from '../../src/server/resources/specPaths';
import { assignAction, reprocessAction, sendAction } from './actions';
import { MAILBOX_ASSIGN } from './declaration';
import { draftStats } from './draftStats';
import { sendOut } from './outgoing';
import { requestTracking } from './tracking';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const msgIdsBody = {
  type: 'object',
  required: ['msgIds'],
  properties: { msgIds: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', format: 'uuid' } } },
};

const bodyOf = (request: FastifyRequest): ApiRecord =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body)
    ? { ...(request.body as ApiRecord) }
    : {};

/** `msgId` from the query (or the body): 400 naming it when missing or not an id. */
function msgIdOf(request: FastifyRequest, body: ApiRecord = {}): string {
  const value = queryOf(request).get('msgId') ?? body.msgId;
  if (typeof value !== 'string' || value === '')
    throw invalid([{ field: 'msgId', detail: 'msgId is a required field' }]);
  return uuidParam(value, 'msgId');
}

/** `msgIds`: a non-empty list of ids, 400 naming it otherwise. */
function msgIdsOf(body: ApiRecord): string[] {
  const ids = body.msgIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 1000)
    throw invalid([{ field: 'msgIds', detail: 'msgIds must list 1 to 1000 messages' }]);
  return ids.map((id) => uuidParam(String(id), 'msgIds'));
}

/**
 * Spec 001 §7 "Mailbox (/api/docmessage/v1)": every path of the table except ai-suggest (suggest/routes.ts) and
 * the attachments (attachments/routes.ts). Each goes through the mailbox store (its scope: staff every thread, an agency its assigned
 * ones, an agent its teams'), so another agency's message is 404 on every path.
 */
export const mailboxSpecPaths: SpecPathRoutes = (app, { store, db, mail }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const schema = { tags: [name] };
  const read = { config: { permission: permissions.list }, schema };
  const write = { config: { permission: permissions.update }, schema };

  app.get(`${apiBase}/message`, read, async (request) => store.get(principalOf(request), msgIdOf(request)));

  /** The newest sent or received message (`latest/message`) or draft (`latest/draft`) of the message's thread. */
  const latest = (drafts: boolean) => async (request: FastifyRequest) => {
    const principal = principalOf(request);
    const message = await store.get(principal, msgIdOf(request));
    const params = new URLSearchParams({
      sort: 'dateReceived,desc',
      size: '1',
      'f[threadId][in]': String(message.threadId),
    });
    params.set(drafts ? 'f[emailDirection][in]' : 'f[emailDirection][ni]', 'DRAFT');
    const page = await answerList(store, request, params);
    if (!page.content[0]) throw notFound(drafts ? 'Draft' : 'Message');
    return page.content[0];
  };
  app.get(`${apiBase}/latest/message`, read, latest(false));
  app.get(`${apiBase}/latest/draft`, read, latest(true));

  app.put(`${apiBase}/message`, write, async (request) => {
    const body = bodyOf(request);
    const id = msgIdOf(request, body);
    delete body.msgId;
    return store.update(principalOf(request), id, body);
  });

  app.get(`${apiBase}/searchForAccount`, read, async (request) => {
    const params = queryOf(request);
    const accountId = params.get('accountId');
    if (!accountId) throw invalid([{ field: 'accountId', detail: 'accountId is a required field' }]);
    params.delete('accountId');
    params.set('f[accountId][in]', uuidParam(accountId, 'accountId'));
    return answerList(store, request, params);
  });

  app.get(
    `${apiBase}/labels`,
    { ...read, config: { ...read.config, answerSchema: { type: 'array', items: { type: 'string' } } } },
    async (request) => {
      const visible = store.visibleRows(principalOf(request)).as('visible');
      const rows = await (db as Kysely<Database>)
        .selectFrom((eb) =>
          eb
            .selectFrom(visible)
            .select(sql<string>`jsonb_array_elements_text(visible.labels)`.as('label'))
            .as('labelled'),
        )
        .select('labelled.label')
        .distinct()
        .orderBy('labelled.label')
        .execute();
      return rows.map((row) => row.label);
    },
  );

  app.put(
    `${apiBase}/:msgId/label`,
    {
      ...write,
      config: {
        ...write.config,
        bodySchema: { type: 'object', required: ['label'], properties: { label: { type: 'string', maxLength: 60 } } },
      },
    },
    async (request) => {
      const { msgId } = request.params as { msgId: string };
      const body = bodyOf(request);
      if (typeof body.label !== 'string' || body.label.trim() === '')
        throw invalid([{ field: 'label', detail: 'label is a required field' }]);
      return store.update(principalOf(request), uuidParam(msgId, 'msgId'), { label: body.label });
    },
  );

  app.post(
    `${apiBase}/message/assign`,
    {
      config: {
        permission: MAILBOX_ASSIGN,
        bodySchema: {
          ...assignAction.body,
          properties: { ...(assignAction.body?.properties as object), msgId: { type: 'string', format: 'uuid' } },
        },
        answerStatus: 200,
      },
      schema,
    },
    async (request) => {
      const body = bodyOf(request);
      const id = msgIdOf(request, body);
      delete body.msgId;
      return store.act(principalOf(request), id, assignAction, body);
    },
  );

  app.post(`${apiBase}/draft`, { config: { permission: permissions.create }, schema }, async (request, reply) =>
    reply.status(201).send(await store.create(principalOf(request), request.body)),
  );

  /** Sends the draft `msgId` (after saving what else the body changes), or a new message written and sent at once. */
  app.post(`${apiBase}/send`, { ...write, config: { ...write.config, answerStatus: 200 } }, async (request) => {
    const principal = principalOf(request);
    const body = bodyOf(request);
    const { version } = body;
    delete body.version;
    let id: string;
    if (body.msgId !== undefined) {
      id = msgIdOf(request, body);
      delete body.msgId;
      if (Object.keys(body).length > 0)
        await store.update(principal, id, { ...body, ...(version !== undefined ? { version } : {}) });
    } else {
      id = String((await store.create(principal, body)).id);
    }
    const sent = await store.act(principal, id, sendAction, {});
    await sendOut(mail.outbox, sent);
    return sent;
  });

  app.put(
    `${apiBase}/reprocess`,
    { config: { permission: MAILBOX_ASSIGN, bodySchema: msgIdsBody }, schema },
    async (request) => {
      const principal = principalOf(request);
      const content: ApiRecord[] = [];
      for (const id of msgIdsOf(bodyOf(request))) content.push(await store.act(principal, id, reprocessAction, {}));
      return { content, totalElements: content.length };
    },
  );

  app.delete(
    `${apiBase}/messages`,
    {
      config: {
        permission: permissions.delete,
        bodySchema: msgIdsBody,
        answerSchema: {
          type: 'object',
          properties: { deleted: { type: 'integer' }, msgIds: msgIdsBody.properties.msgIds },
        },
      },
      schema,
    },
    async (request) => {
      const principal = principalOf(request);
      const ids = msgIdsOf(bodyOf(request));
      for (const id of ids) await store.get(principal, id);
      for (const id of ids) await store.remove(principal, id);
      return { deleted: ids.length, msgIds: ids };
    },
  );

  app.get(
    `${apiBase}/draft-stats`,
    {
      ...read,
      config: {
        ...read.config,
        answerSchema: {
          type: 'object',
          properties: {
            totalDrafts: { type: 'integer' },
            byType: { type: 'object', additionalProperties: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => draftStats(db as Kysely<Database>, store, principalOf(request), queryOf(request)),
  );

  app.get(`${apiBase}/request-tracking/:msgId`, read, async (request) =>
    requestTracking(
      db as Kysely<Database>,
      store,
      principalOf(request),
      uuidParam((request.params as { msgId: string }).msgId, 'msgId'),
    ),
  );
};
