import type { FastifyInstance } from 'fastify';
import { ApiError, invalid } from '../../http/apiError';
import { AuthLinks } from '../authLinks';
import type { AuthServices } from '../authServices';
import { hashPassword } from '../passwords';
import { LIMITS } from '../throttle';
import {
  JOIN_LINK_NOT_FOUND,
  TOKEN_AUTHORIZATION_FAILED,
  TOKEN_NOT_FOUND,
  linkText,
  liveInvitation,
} from './invitationLinks';
import { personProblems } from './invitationRules';
import { isJoinTokenType } from './tokenTypes';
import { changeOwnUser } from '../ownUserChanges';

export { JOIN_LINK_NOT_FOUND, TOKEN_AUTHORIZATION_FAILED, TOKEN_NOT_FOUND } from './invitationLinks';
export { FIRST_NAME_REQUIRED } from './invitationRules';

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;
export const tokenQuery = {
  type: 'object',
  properties: { validationToken: { type: 'string', maxLength: 200 } },
} as const;
const joinBody = {
  type: 'object',
  properties: {
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    password: { type: 'string', maxLength: 1024 },
  },
} as const;

interface JoinPayload {
  firstName?: string;
  lastName?: string;
  password?: string;
}

/**
 * The invitation landing page's calls (spec 000 §2.5, §7.2): `GET validationTokens/{token}` answers the
 * validation token, `POST join?validationToken=` lets an invited user set its name and password, activates
 * it and signs it in. A link is spent by the join that succeeds, never by the lookup.
 */
export function registerValidationTokenRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, links, sessions, throttle } = services;

  app.get<{ Params: { token: string } }>(
    '/api/auth/v1/validationTokens/:token',
    { config: { public: true }, schema: { tags: ['auth'], params: tokenParams } },
    async (request) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const link = await liveInvitation(links, request.params.token, new ApiError(404, TOKEN_NOT_FOUND));
      // A sign-up link has no user yet: what is known comes from the invitation.
      const user = link.userId
        ? await db
            .selectFrom('users')
            .innerJoin('accounts', 'accounts.id', 'users.accountId')
            .select(['users.firstName', 'users.lastName', 'accounts.accountType'])
            .where('users.id', '=', link.userId)
            .executeTakeFirstOrThrow()
        : {
            firstName: linkText(link, 'firstName'),
            lastName: linkText(link, 'lastName'),
            accountType: linkText(link, 'accountType'),
          };
      return {
        tokenType: link.data.tokenType,
        email: link.email,
        firstName: user.firstName,
        lastName: user.lastName,
        accountType: user.accountType,
        redirectURL: linkText(link, 'redirectURL'),
      };
    },
  );

  app.post<{ Querystring: { validationToken?: string }; Body: JoinPayload }>(
    '/api/auth/v1/join',
    { config: { public: true }, schema: { tags: ['auth'], querystring: tokenQuery, body: joinBody } },
    async (request) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const link = await liveInvitation(links, request.query.validationToken, new ApiError(404, JOIN_LINK_NOT_FOUND));
      const user = link.userId
        ? await db.selectFrom('users').select(['enabled']).where('id', '=', link.userId).executeTakeFirst()
        : undefined;
      // A live link that is not a join link, or for a user disabled since the invitation, proves nothing here.
      if (!user || !isJoinTokenType(link.data.tokenType) || !user.enabled)
        throw new ApiError(412, TOKEN_AUTHORIZATION_FAILED);
      const problems = personProblems(request.body ?? {});
      if (problems.length) throw invalid(problems);
      const userId = link.userId as string;
      const { firstName, lastName, password } = request.body as Required<JoinPayload>;
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        if (!(await new AuthLinks(trx).spend(link.id))) throw new ApiError(404, JOIN_LINK_NOT_FOUND);
        await changeOwnUser(trx, userId, 'join', {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          passwordHash,
          passwordExpiresAt: null,
          emailVerified: true,
        });
      });
      return { ...(await sessions.start(userId, false)), redirectURL: linkText(link, 'redirectURL') };
    },
  );
}
