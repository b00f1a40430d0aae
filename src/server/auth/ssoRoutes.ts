import type { FastifyInstance } from 'fastify';
import { safeRedirect } from '../../shared/navigation/safeRedirect';
import { ApiError } from '../http/apiError';
import { LOGIN_FAILED } from './authRoutes';
import { findUserByEmail, type AuthServices } from './authServices';
import { IdTokenVerifier } from './sso/idTokens';
import { spendIdToken } from './sso/spentIdTokens';
import { isSsoAddress } from './sso/ssoSettings';
import { LIMITS } from './throttle';

export const SSO_NOT_ENABLED = 'Single sign-on is not enabled.';
/** What the console asks the provider for; the id token is all the platform needs from it. */
export const SSO_SCOPES = ['openid', 'profile', 'email', 'offline_access'];

const tokenBody = {
  type: 'object',
  required: ['idToken'],
  properties: {
    idToken: { type: 'string', minLength: 1, maxLength: 16384 },
    nonce: { type: 'string', minLength: 1, maxLength: 512 },
    rememberDevice: { type: 'boolean' },
  },
} as const;

/**
 * Single sign-on (spec 000 §2.6, §7.2), on only with the sso_login flag and a configured provider. The console
 * signs in at the provider with MSAL and hands the id token to POST sso/token, which checks it once, spends
 * it, and mints the platform's own tokens for the user with that e-mail, as a password login does.
 */
export function registerSsoRoutes(app: FastifyInstance, services: AuthServices): void {
  const { db, sessions, throttle } = services;
  const settings = services.settings.sso;
  const verifier = settings && new IdTokenVerifier(settings);

  app.get<{ Params: { username: string } }>(
    '/api/auth/v1/sso/enabled/:username',
    {
      config: { public: true },
      schema: { tags: ['auth'], response: { 200: { type: 'object', properties: { enabled: { type: 'boolean' } } } } },
    },
    async (request) => ({ enabled: isSsoAddress(settings, request.params.username) }),
  );

  // What the console's MSAL needs to reach the provider; public like the rest of /api/config.
  app.get(
    '/api/auth/v1/sso/status',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        response: {
          200: {
            type: 'object',
            properties: {
              enabled: { type: 'boolean' },
              authority: { type: 'string' },
              clientId: { type: 'string' },
              scopes: { type: 'array', items: { type: 'string' } },
            },
          },
        },
      },
    },
    async () =>
      settings
        ? { enabled: true, authority: settings.authority, clientId: settings.clientId, scopes: SSO_SCOPES }
        : { enabled: false },
  );

  // The browser redirect of spec 000 §7.2 (username, rememberDevice, optional redirectPath). The console signs
  // in at the provider itself (MSAL keeps the PKCE verifier in the browser), so this sends the browser to the
  // login page with the address filled in, where the SSO check picks the form; a redirectPath outside the
  // console is dropped.
  app.get<{ Querystring: { username?: string; rememberDevice?: string; redirectPath?: string } }>(
    '/api/auth/v1/sso',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        querystring: {
          type: 'object',
          properties: {
            username: { type: 'string', maxLength: 320 },
            rememberDevice: { type: 'string', maxLength: 5 },
            redirectPath: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      const { username, rememberDevice, redirectPath } = request.query;
      const login = new URLSearchParams();
      if (username?.trim()) login.set('username', username.trim());
      if (rememberDevice === 'true') login.set('rememberDevice', 'true');
      const next = safeRedirect(redirectPath);
      if (next) login.set('redirectPath', next);
      const search = login.toString();
      return reply.redirect(search ? `/login?${search}` : '/login', 302);
    },
  );

  app.post<{ Body: { idToken: string; nonce?: string; rememberDevice?: boolean } }>(
    '/api/auth/v1/sso/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        body: tokenBody,
        response: {
          200: { type: 'object', properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      if (!settings || !verifier) throw new ApiError(404, SSO_NOT_ENABLED);
      await throttle.hit(`calls:${request.ip}`, LIMITS.addressCalls);
      const { idToken, nonce, rememberDevice = false } = request.body;
      const refused = (reason: string) => {
        request.log.info({ reason }, 'single sign-on refused');
        return new ApiError(401, LOGIN_FAILED);
      };
      const verified = await verifier.verify(idToken, nonce).catch((error: Error) => {
        throw refused(error.message);
      });
      if (!isSsoAddress(settings, verified.email)) throw refused('the address does not sign in through the provider');
      const user = await findUserByEmail(db, verified.email);
      if (!user?.enabled) throw refused('unknown or disabled user');
      if (!(await spendIdToken(db, idToken, verified, user.id))) throw refused('the id token was already used');
      return sessions.start(user.id, rememberDevice);
    },
  );
}
