import type { FastifyInstance } from 'fastify';
import { ApiError, invalid, unauthorized } from '../http/apiError';
import { principalOf } from './authPlugin';
import type { AuthServices } from './authServices';
import { ACTING_AS_REFUSED, isActingAs } from './actingAs';
import { assertAcceptable } from './passwordRoutes';
import { hashPassword, verifyPassword } from './passwords';
import { LIMITS } from './throttle';
import { changeOwnUser } from './ownUserChanges';

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

const body = {
  type: 'object',
  required: ['currentPassword', 'password'],
  properties: {
    currentPassword: { type: 'string', maxLength: 1024 },
    password: { type: 'string', maxLength: 1024 },
    confirmedPassword: { type: 'string', maxLength: 1024 },
  },
} as const;

/**
 * `PUT /api/auth/v1/users/me/password` (spec 001 §7 "Users: … me/password"; its body is not shown, so it is
 * `{currentPassword, password, confirmedPassword?}`): the signed-in user changes its own password. The current
 * password must be right (a wrong one is a 400 on `currentPassword`, counted like a failed login), the new one
 * must pass the password rules. Every other session of the user ends; the answer is a fresh token pair.
 * A staff user inside another account may not change that user's password.
 */
export function registerPasswordChangeRoute(app: FastifyInstance, services: AuthServices): void {
  const { db, sessions, throttle } = services;
  app.put<{ Body: { currentPassword: string; password: string; confirmedPassword?: string } }>(
    '/api/auth/v1/users/me/password',
    { config: { permission: 'any' }, schema: { tags: ['auth'], body } },
    async (request) => {
      const principal = principalOf(request);
      if (isActingAs(principal)) throw new ApiError(403, ACTING_AS_REFUSED);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'passwordHash'])
        .where('id', '=', principal.userId)
        .executeTakeFirst();
      if (!user) throw unauthorized();
      const failureKeys = [{ key: `fail-account:${user.email.toLowerCase()}`, rule: LIMITS.accountFailures }];
      await throttle.refuseWhenOver(failureKeys);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        await throttle.count(failureKeys[0].key, failureKeys[0].rule);
        throw invalid([{ field: 'currentPassword', detail: CURRENT_PASSWORD_WRONG }]);
      }
      assertAcceptable(request.body.password, request.body.confirmedPassword);
      await changeOwnUser(db, user.id, 'password-change', {
        passwordHash: await hashPassword(request.body.password),
        passwordExpiresAt: null,
      });
      await sessions.refreshTokens.revokeUser(user.id);
      return sessions.start(user.id, false);
    },
  );
}
