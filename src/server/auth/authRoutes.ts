import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { ApiError, unauthorized } from '../http/apiError';
import { principalOf } from './authPlugin';
import { verifyPassword } from './passwords';
import type { Sessions } from './sessions';

export const LOGIN_FAILED = 'Login failed. Please double check your email and password.';
export const USER_DISABLED = 'This user has been disabled. Please contact your administrator.';

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 320 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    rememberDevice: { type: 'boolean' },
    mfaCode: { type: 'string' },
    mfaType: { type: 'string' },
  },
} as const;

const tokenAnswer = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/** Password login, token refresh, logout and the current user's profile (spec 000 §7.2). */
export function registerAuthRoutes(app: FastifyInstance, db: Kysely<Database>, sessions: Sessions): void {
  app.post<{ Body: { username: string; password: string; rememberDevice?: boolean } }>(
    '/api/auth/v1/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: tokenAnswer } } },
    async (request) => {
      const { username, password, rememberDevice = false } = request.body;
      const user = await db
        .selectFrom('users')
        .select(['id', 'passwordHash', 'enabled'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', username.trim().toLowerCase()))
        .executeTakeFirst();
      // The same answer and the same work whether or not the account exists.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw new ApiError(401, LOGIN_FAILED);
      if (!user.enabled) throw new ApiError(409, USER_DISABLED);
      return sessions.start(user.id, rememberDevice);
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/api/auth/v1/token/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string', minLength: 1 } } },
        response: { 200: tokenAnswer },
      },
    },
    async (request) => sessions.refresh(request.body.refreshToken),
  );

  // Public: holding the refresh token is the proof. Ends that session (its token family) and no other.
  app.post<{ Body: { refreshToken: string } }>(
    '/api/auth/v1/logout',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: { type: 'object', required: ['refreshToken'], properties: { refreshToken: { type: 'string', minLength: 1 } } },
      },
    },
    async (request, reply) => {
      await sessions.refreshTokens.revokeFamilyOf(request.body.refreshToken);
      return reply.status(204).send();
    },
  );

  app.get('/api/auth/v1/users/me', { config: { permission: 'any' }, schema: { tags: ['auth'] } }, async (request) => {
    const principal = principalOf(request);
    const row = await db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .innerJoin('accounts', 'accounts.id', 'users.accountId')
      .select([
        'users.id',
        'users.firstName',
        'users.lastName',
        'users.email',
        'users.phone',
        'users.mfaType',
        'roles.id as roleId',
        'roles.name as roleName',
        'accounts.id as accountId',
        'accounts.name as accountName',
        'accounts.accountType',
      ])
      .where('users.id', '=', principal.userId)
      .executeTakeFirst();
    if (!row) throw unauthorized();
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      mfaType: row.mfaType,
      role: { id: row.roleId, name: row.roleName },
      account: { id: row.accountId, name: row.accountName, accountType: row.accountType },
      permissions: principal.permissions,
      teamIds: principal.teamIds,
      realm: principal.realm,
    };
  });
}
