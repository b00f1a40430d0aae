import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Principal } from './principal';
import { accountTypeOf } from '../../shared/accountTypes';

/**
 * API keys (spec 001 §7 `/api/auth/v1/api`): a caller sends its key as `X-API-Key: <secret>` instead of a bearer
 * token. Only the SHA-256 of a secret is stored (a secret carries 256 random bits, so a fast hash is enough and
 * lets the lookup be one indexed equality); regenerating replaces the hash, so the old secret stops at once.
 */
export const API_KEY_HEADER = 'x-api-key';

const PREFIX = 'aik_';

/** A new secret: `aik_` and 43 base64url characters. */
export const newApiKeySecret = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

export const apiKeySecretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** What the key list shows of a secret: its last 4 characters. */
export const apiKeySecretHint = (secret: string): string => secret.slice(-4);

export const apiKeyOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[API_KEY_HEADER];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A keyed caller: the key's maker, acting in the key's organisation, with the key named for the activity record. */
export interface KeyPrincipal extends Principal {
  apiKey: { id: string; name: string };
}

/**
 * The caller behind a key, in one statement: the key, its organisation, and its maker's role, permissions and
 * teams, read fresh on every call (like a session's). Undefined for an unknown secret, a disabled maker, or a
 * maker no longer in the key's organisation.
 */
export async function loadKeyPrincipal(db: Kysely<Database>, secret: string): Promise<KeyPrincipal | undefined> {
  const row = await (db as unknown as Kysely<Database>)
    .selectFrom('apiKeys as key')
    .innerJoin('users', 'users.id', 'key.userId')
    .innerJoin('roles', 'roles.id', 'users.roleId')
    .innerJoin('accounts', 'accounts.id', 'key.accountId')
    .select([
      'key.id as keyId',
      'key.name as keyName',
      'key.accountId',
      'accounts.accountType',
      'users.id as userId',
      'users.email',
      'users.enabled',
    ])
    .select(['roles.name as roleName', 'roles.permissions', 'roles.realm'])
    .select((eb) =>
      eb
        .selectFrom('userTeams')
        .select(sql<string[]>`coalesce(jsonb_agg(user_teams.team_id), '[]'::jsonb)`.as('teamIds'))
        .whereRef('userTeams.userId', '=', 'users.id')
        .as('teamIds'),
    )
    .where('key.secretHash', '=', apiKeySecretHash(secret))
    .whereRef('users.accountId', '=', 'key.accountId')
    .executeTakeFirst();
  if (!row || !row.enabled) return undefined;
  return {
    userId: row.userId,
    email: row.email,
    accountId: row.accountId,
    accountType: accountTypeOf(row.accountType),
    subscriberType: accountTypeOf(row.accountType),
    realm: row.realm === 'TEAM' ? 'TEAM' : 'ACCOUNT',
    roleName: row.roleName,
    permissions: row.permissions,
    teamIds: row.teamIds ?? [],
    impersonatorUserId: null,
    apiKey: { id: row.keyId, name: row.keyName },
  };
}

export const isKeyPrincipal = (principal: Principal | undefined): principal is KeyPrincipal =>
  Boolean(principal && 'apiKey' in principal);

/** Records one call made with a key (API activity): who, what, how it ended and how long it took. */
export async function recordKeyCall(
  db: Kysely<Database>,
  principal: KeyPrincipal,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await (db as unknown as Kysely<Database>)
    .insertInto('apiActivity')
    .values({
      keyId: principal.apiKey.id,
      keyName: principal.apiKey.name,
      accountId: principal.accountId,
      userId: principal.userId,
      method: request.method,
      path: request.url.split('?')[0].slice(0, 2000),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
    })
    .execute();
}
