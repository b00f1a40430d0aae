import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { principalOf } from '../auth/authPlugin';
import type { Database } from '../db/tables';
import { UI_SETTINGS_PATH } from '../../shared/settings/uiSettingsPath';

const settingsDocument = {
  type: 'object',
  required: ['version', 'settings'],
  properties: {
    version: { type: 'integer', minimum: 1, maximum: 2147483647 },
    settings: { type: 'object', additionalProperties: true },
  },
} as const;

/**
 * The signed-in user's stored UI settings (spec 000 §3): one document per user, read and replaced whole.
 * Only ever the caller's own row: the user id comes from the token, never from the request.
 * The server keeps the document's version as sent; the console migrates older documents when it reads them.
 */
export function registerUiSettingsRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(
    UI_SETTINGS_PATH,
    { config: { permission: 'any', mayAnswerNoContent: true }, schema: { tags: ['console'] } },
    async (request, reply) => {
      const row = await db
        .selectFrom('uiSettings')
        .select(['version', 'settings'])
        .where('userId', '=', principalOf(request).userId)
        .executeTakeFirst();
      if (!row) return reply.status(204).send();
      return { version: row.version, settings: row.settings };
    },
  );

  app.put<{ Body: { version: number; settings: Record<string, unknown> } }>(
    UI_SETTINGS_PATH,
    { config: { permission: 'any' }, bodyLimit: 256 * 1024, schema: { tags: ['console'], body: settingsDocument } },
    async (request) => {
      const { userId } = principalOf(request);
      const { version, settings } = request.body;
      const document = JSON.stringify(settings);
      await db
        .insertInto('uiSettings')
        .values({ userId, version, settings: document, modified: new Date() })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ version, settings: document, modified: new Date() }))
        .execute();
      return { version, settings };
    },
  );
}
