import type { Kysely } from 'kysely';
import { principalOf } from '../../../src/server/auth/authPlugin';
import { invalid } from '../../../src/server/http/apiError';
import { uuidParam, type SpecPathRoutes } from '../../../src/server/resources/specPaths';
import { visibleClientAccount } from '../../../src/server/tenancy/clientRecord';
import { mailboxScope } from '../scope';
import { suggesterFromEnv } from './localSuggester';
import type { SuggestionContext } from './suggester';
import type { Database } from '../../../src/server/db/tables';

type Row = Record<string, any>;

const suggestBody = {
  type: 'object',
  description:
    'The message context: a message the caller sees (msgId), or a message not yet stored (subject, body, fromAddress, accountId).',
  properties: {
    msgId: { type: 'string', format: 'uuid' },
    subject: { type: 'string', maxLength: 1000 },
    body: { type: 'string', maxLength: 100000 },
    fromAddress: { type: 'string', maxLength: 320 },
    accountId: { type: 'string', format: 'uuid' },
  },
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function agencyOf(db: Kysely<Database>, agencyId: unknown) {
  if (!agencyId) return undefined;
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', String(agencyId))
    .executeTakeFirst();
  return row ? { agencyId: String(row.id), agencyName: String(row.name) } : undefined;
}

/** `POST ai-suggest/suggest`: a local, deterministic suggestion (suggest/localSuggester.ts) for a message the caller sees. */
export const suggestRoute: SpecPathRoutes = (app, { store, db }) => {
  const { apiBase, permissions, name } = store.resource.declaration;
  const rows = db as unknown as Kysely<Database>;
  app.post(
    `${apiBase}/ai-suggest/suggest`,
    { config: { permission: permissions.get, answerStatus: 200, bodySchema: suggestBody }, schema: { tags: [name] } },
    async (request) => {
      const principal = principalOf(request);
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Row;
      let context: SuggestionContext;
      if (body.msgId !== undefined) {
        const message = await store.get(principal, uuidParam(String(body.msgId), 'msgId'));
        const thread: Row[] = await rows
          .selectFrom('mailboxMessages')
          .select(['fromAddress', 'subject', 'body'])
          .where(mailboxScope(principal))
          .where('threadId', '=', String(message.threadId))
          .where('emailDirection', '<>', 'DRAFT')
          .orderBy('dateReceived')
          .orderBy('id')
          .execute();
        const account = message.accountId
          ? await rows
              .selectFrom('accounts')
              .select('agencyId')
              .where('id', '=', String(message.accountId))
              .executeTakeFirst()
          : undefined;
        context = {
          subject: text(message.subject),
          body: text(message.body),
          fromAddress: text(message.fromAddress),
          thread: thread.map((row) => ({
            fromAddress: text(row.fromAddress),
            subject: text(row.subject),
            body: text(row.body),
          })),
          accountAgency: await agencyOf(rows, account?.agencyId),
          currentAgency: await agencyOf(rows, message.agencyId),
          writer: principal.email,
        };
      } else {
        if (!text(body.subject).trim() && !text(body.body).trim())
          throw invalid([{ field: 'msgId', detail: 'Name a message (msgId) or give its subject and body' }]);
        const account = body.accountId
          ? await visibleClientAccount(rows, principal, body.accountId, { message: 'Please select an Account' })
          : undefined;
        context = {
          subject: text(body.subject),
          body: text(body.body),
          fromAddress: text(body.fromAddress),
          thread: [],
          accountAgency: await agencyOf(rows, (account as Row | undefined)?.agencyId),
          writer: principal.email,
        };
      }
      return suggesterFromEnv().suggest(context);
    },
  );
};
