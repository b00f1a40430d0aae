import apiKeySchema from '../../schemas/records/apiKey.schema.json';
import { sql } from 'kysely';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { ApiError } from '../../src/server/http/apiError';
import { apiKeyActions } from './actions';
import { API_ACTIVITY_READ, apiKeysResource } from './declaration';
import { grants } from './grants';
import { issueSecret } from './secrets';
import { registerApiKeyRoutes } from './routes';
import type { ApiKeyRecord } from '../../src/shared/generated/records';

/** This resource's records are `ApiKeyRecord`s (what `storeOf('apiKeys')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    apiKeys: ApiKeyRecord;
  }
}

export const NOT_OWN_ORGANISATION = 'API keys can only be made in your own organisation.';

/**
 * API keys: a key belongs to the organisation it was made in and acts as the user who made it (that user's
 * role, permissions and teams, read on every call), so it never reaches further than its maker. Everyone sees
 * only their own organisation's keys, staff included. The tables are core (migration 011): the authentication
 * hook (src/server/auth/apiKeys.ts) reads them.
 */
export const apiKeysServer: ServerResource = {
  schema: apiKeySchema,
  declaration: apiKeysResource,
  grants,
  permissions: [API_ACTIVITY_READ],
  actions: apiKeyActions,
  routes: registerApiKeyRoutes,
  table: 'apiKeys',
  label: 'API key',
  selectRows: (db) =>
    db
      .selectFrom('apiKeys')
      .innerJoin('users as maker', 'maker.id', 'apiKeys.userId')
      .select([
        'apiKeys.id',
        'apiKeys.name',
        'apiKeys.secretHint',
        'apiKeys.regenerated',
        'apiKeys.created',
        'apiKeys.modified',
        'apiKeys.version',
      ])
      .select('maker.email as createdBy')
      .select((eb) =>
        eb
          .selectFrom('apiActivity')
          .select(sql<Date>`max(api_activity.created)`.as('lastUsed'))
          .whereRef('apiActivity.keyId', '=', 'apiKeys.id')
          .as('lastUsed'),
      ),
  column: (field) => `apiKeys.${field}`,
  scope: (principal) => (eb) => eb(eb.ref('apiKeys.accountId'), '=', principal.accountId),
  readOnlyFields: [
    'id',
    'secretHint',
    'regenerated',
    'createdBy',
    'lastUsed',
    'created',
    'modified',
    'version',
    'secret',
  ],
  async prepareWrite(db, principal, value, existing, _environment, reveal) {
    if (existing) return { name: value.name };
    // Made by a user in its own organisation (not while acting as another account).
    const maker = await db
      .selectFrom('users')
      .select('accountId')
      .where('id', '=', principal.userId)
      .executeTakeFirst();
    if (!maker || maker.accountId !== principal.accountId || principal.impersonatorUserId)
      throw new ApiError(403, NOT_OWN_ORGANISATION);
    return {
      name: value.name,
      accountId: principal.accountId,
      userId: principal.userId,
      ...issueSecret(reveal ?? (() => undefined)),
    };
  },
};
