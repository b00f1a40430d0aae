import type { FastifyInstance } from 'fastify';
import { NO_BODY } from '../http/apiReference';
import { ApiError, invalid } from '../http/apiError';
import type { AuthLink, LinkPurpose } from './authLinks';
import { findUserByEmail, type AuthServices } from './authServices';
import { sendPasswordResetLink, sendValidationLink } from './messages';
import { hashPassword } from './passwords';
import { PASSWORD_RULES, passwordProblems } from './passwordRules';
import { LIMITS } from './throttle';
import { changeOwnUser } from './ownUserChanges';

export const LINK_NOT_FOUND = 'This link has expired or was already used.';
export const CAPTCHA_FAILED = 'Unable to verify if you are a human or a robot...';
export const PASSWORDS_DIFFER = 'Passwords must match';

const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: {
    token: { type: 'string' },
    password: { type: 'string', maxLength: 1024 },
    confirmedPassword: { type: 'string', maxLength: 1024 },
  },
} as const;

/** Refuses a new password that breaks a rule or differs from its confirmation, naming each problem. */
export function assertAcceptable(password: string, confirmedPassword: string | undefined): void {
  const problems = passwordProblems(password).map((p) => ({ field: 'password', detail: p.detail }));
  if (confirmedPassword !== undefined && confirmedPassword !== password)
    problems.push({ field: 'confirmedPassword', detail: PASSWORDS_DIFFER });
  if (problems.length > 0) throw new ApiError(400, problems.map((p) => p.detail).join(', '), problems);
}

/**
 * Password rules, forgot / reset password, e-mail validation and the invited user's first password
 * (spec 000 §7.2). Sending calls answer the same whether or not the address has a login.
 */
export function registerPasswordRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, links, throttle, settings, sessions } = services;

  app.get('/api/auth/v1/password-constraints', { config: { public: true }, schema: { tags: ['auth'] } }, async () =>
    PASSWORD_RULES.map(({ errorCode, displayText }) => ({ errorCode, displayText })),
  );

  app.post<{ Body: { password: string } }>(
    '/api/auth/v1/validate-password',
    { config: { public: true }, schema: { tags: ['auth'], body: passwordBody } },
    async (request) => passwordProblems(request.body.password),
  );

  app.get('/api/auth/v1/login/sitekey', { config: { public: true }, schema: { tags: ['auth'] } }, async () => ({
    enabled: settings.captcha.enabled,
    siteKey: settings.captchaSiteKey ?? null,
  }));

  app.post<{ Params: { email: string }; Querystring: { 'g-recaptcha-response'?: string } }>(
    '/api/auth/v1/passwords/:email/reset',
    { config: { public: true, bodySchema: NO_BODY, answerStatus: 204 }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      if (!(await settings.captcha.verify(request.query['g-recaptcha-response'], request.ip)))
        throw invalid([{ field: 'g-recaptcha-response', detail: CAPTCHA_FAILED }]);
      const user = await findUserByEmail(db, request.params.email);
      if (user?.enabled) {
        await throttle.hit(`send:${user.id}`, LIMITS.accountSends);
        await sendPasswordResetLink(services, user.email, await links.create('PASSWORD_RESET', user.email, user.id));
      }
      return reply.status(204).send();
    },
  );

  app.post<{ Params: { email: string } }>(
    '/api/auth/v1/resendValidationEmail/:email',
    { config: { public: true, bodySchema: NO_BODY, answerStatus: 204 }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const user = await findUserByEmail(db, request.params.email);
      if (user && !user.emailVerified) {
        await throttle.hit(`send:${user.id}`, LIMITS.accountSends);
        await sendValidationLink(services, user.email, await links.create('EMAIL_VALIDATION', user.email, user.id));
      }
      return reply.status(204).send();
    },
  );

  const liveLink = async (purposes: readonly LinkPurpose[], token: string): Promise<AuthLink> => {
    const link = await links.find(purposes, token);
    if (!link?.userId) throw new ApiError(404, LINK_NOT_FOUND);
    return link;
  };

  /**
   * Sets the password a link allows and proves the e-mail address. Tokens come back only when the user has
   * no second factor: a link in a mailbox must not skip it.
   */
  const setPasswordByLink = async (
    purposes: readonly LinkPurpose[],
    token: string,
    password: string,
    confirmed: string | undefined,
  ) => {
    const link = await liveLink(purposes, token);
    assertAcceptable(password, confirmed);
    if (!(await links.spend(link.id))) throw new ApiError(404, LINK_NOT_FOUND);
    const userId = link.userId as string;
    await changeOwnUser(db, userId, 'password-reset', {
      passwordHash: await hashPassword(password),
      passwordExpiresAt: null,
      emailVerified: true,
    });
    // Whoever knew the old password loses the sessions it opened.
    await sessions.refreshTokens.revokeUser(userId);
    const user = await db
      .selectFrom('users')
      .select(['mfaType', 'enabled'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return user.enabled && user.mfaType === 'NONE' ? sessions.start(userId, false) : {};
  };

  const checkRoute = (path: string, purposes: readonly LinkPurpose[]) =>
    app.get<{ Params: { token: string } }>(
      path,
      { config: { public: true }, schema: { tags: ['auth'] } },
      async (request) => {
        const link = await liveLink(purposes, request.params.token);
        return { email: link.email };
      },
    );
  const setRoute = (path: string, purposes: readonly LinkPurpose[]) =>
    app.post<{ Params: { token: string }; Body: { password: string; confirmedPassword?: string } }>(
      path,
      { config: { public: true }, schema: { tags: ['auth'], body: passwordBody } },
      async (request) =>
        setPasswordByLink(purposes, request.params.token, request.body.password, request.body.confirmedPassword),
    );

  checkRoute('/api/auth/v1/checkPasswordReset/:token', ['PASSWORD_RESET']);
  setRoute('/api/auth/v1/validatePasswordReset/:token', ['PASSWORD_RESET']);
  checkRoute('/api/auth/v1/checkUserInvited/:token', ['INVITATION', 'EMAIL_VALIDATION']);
  setRoute('/api/auth/v1/validateUserInvited/:token', ['INVITATION', 'EMAIL_VALIDATION']);
}
