import type { FastifyInstance } from 'fastify';
import { ApiError, unauthorized } from '../http/apiError';
import { principalOf } from './authPlugin';
import { findUserByEmail, normaliseEmail, type AuthServices } from './authServices';
import { sendPasswordResetLink } from './messages';
import { verifyPassword } from './passwords';
import { checkSecondFactor } from './secondFactor';
import { LIMITS } from './throttle';
import { isActingAs } from './actingAs';

export const LOGIN_FAILED = 'Login failed. Please double check your email and password.';
export const USER_DISABLED = 'This user has been disabled. Please contact your administrator.';
export const EMAIL_VALIDATION_REQUIRED = 'Email validation required.';
export const PASSWORD_EXPIRED = 'Your password has expired.';

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

/** Password login (with its second step), token refresh, logout and the current user's profile (spec 000 §7.2). */
export function registerAuthRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, sessions, throttle } = services;
  app.post<{ Body: { username: string; password: string; rememberDevice?: boolean; mfaCode?: string } }>(
    '/api/auth/v1/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginBody, response: { 200: tokenAnswer } } },
    async (request) => {
      const { username, password, rememberDevice = false, mfaCode } = request.body;
      const email = normaliseEmail(username);
      const failureKeys = [
        { key: `fail-account:${email}`, rule: LIMITS.accountFailures },
        { key: `fail-address:${request.ip}`, rule: LIMITS.addressFailures },
      ];
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      // Counted by e-mail, not user id, so an unknown address is throttled exactly like a known one.
      await throttle.refuseWhenOver(failureKeys);
      const failed = async (error: ApiError) => {
        for (const { key, rule } of failureKeys) await throttle.count(key, rule);
        return error;
      };
      const user = await findUserByEmail(db, email);
      // The same answer and the same work whether or not the account exists.
      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid) throw await failed(new ApiError(401, LOGIN_FAILED));
      if (!user.enabled) throw new ApiError(409, USER_DISABLED);
      if (!user.emailVerified) throw new ApiError(412, EMAIL_VALIDATION_REQUIRED);
      if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() <= Date.now()) {
        await sendPasswordResetLink(
          services,
          user.email,
          await services.links.create('PASSWORD_RESET', user.email, user.id),
          true,
        );
        throw new ApiError(418, PASSWORD_EXPIRED);
      }
      try {
        await checkSecondFactor(services, user, mfaCode);
      } catch (error) {
        throw error instanceof ApiError && error.status === 401 ? await failed(error) : error;
      }
      await throttle.clear(failureKeys[0].key);
      return sessions.start(user.id, rememberDevice);
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/api/auth/v1/token/refresh',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 256 } },
        },
        response: { 200: tokenAnswer },
      },
    },
    async (request) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      return sessions.refresh(request.body.refreshToken);
    },
  );

  // Public: holding the refresh token is the proof. Ends that session (its token family) and no other.
  app.post<{ Body: { refreshToken: string } }>(
    '/api/auth/v1/logout',
    {
      config: { public: true, answerStatus: 204 },
      schema: {
        tags: ['auth'],
        body: {
          type: 'object',
          required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 256 } },
        },
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
        'accounts.enforceMfa',
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
      account: { id: row.accountId, name: row.accountName, accountType: row.accountType, enforceMfa: row.enforceMfa },
      ghosting: isActingAs(principal),
      permissions: principal.permissions,
      teamIds: principal.teamIds,
      realm: principal.realm,
    };
  });
}
