import type { FastifyInstance } from 'fastify';
import type { AuthServices } from './authServices';
import { isActingAs } from './actingAs';
import { loadPrincipal } from './principal';

/**
 * `GET /api/auth/v1/login/status` (spec 000 §7.2, shape not shown; decided here): public, and answers whether
 * the bearer token sent with it (if any) is a live session: `{loggedIn: false}`, or `{loggedIn: true,
 * accountType, realm, ghosting, expiresAt}` (expiresAt: the access token's expiry, ISO). A token of a disabled
 * or removed user is not logged in.
 */
export function registerLoginStatusRoute(app: FastifyInstance, services: AuthServices): void {
  const { db, sessions } = services;
  app.get(
    '/api/auth/v1/login/status',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const claims = token ? await sessions.accessTokens.verify(token).catch(() => undefined) : undefined;
      const principal = claims && (await loadPrincipal(db, claims));
      if (!claims || !principal) return { loggedIn: false };
      const expiresAt = (claims as { exp?: number }).exp;
      return {
        loggedIn: true,
        accountType: principal.accountType,
        realm: principal.realm,
        ghosting: isActingAs(principal),
        expiresAt: expiresAt ? new Date(expiresAt * 1000).toISOString() : null,
      };
    },
  );
}
