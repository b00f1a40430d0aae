import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { Database } from '../db/tables';
import { forbidden, unauthorized } from '../http/apiError';
import type { AccessTokens } from './accessTokens';
import { loadPrincipal, type Principal } from './principal';
import { apiKeyOf, isKeyPrincipal, loadKeyPrincipal, recordKeyCall } from './apiKeys';

/**
 * Every API route declares in its config either `public: true` or the permission it needs; this hook is the
 * one place that authenticates the caller and enforces that permission. A route that declares neither is
 * refused, so a forgotten declaration fails closed.
 */
export interface RouteAccess {
  public?: boolean;
  /** Required permission strings (one match suffices, spec 000 §5). "any" lets every signed-in user in. */
  permission?: string | string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig extends RouteAccess {}
}

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

export function registerAuthentication(app: FastifyInstance, db: Kysely<Database>, tokens: AccessTokens): void {
  app.decorateRequest('principal', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config as RouteAccess | undefined;
    if (!request.routeOptions.url || access?.public) return;
    // An API key (X-API-Key) stands for its maker in its organisation; every call made with one is recorded below.
    const key = apiKeyOf(request);
    const principal = key ? await loadKeyPrincipal(db, key) : await sessionPrincipal(db, tokens, bearer(request));
    if (!principal) throw unauthorized(key ? 'The API key is invalid.' : 'The session has ended.');
    request.principal = principal;
    if (!access?.permission) throw forbidden();
    const required = Array.isArray(access.permission) ? access.permission : [access.permission];
    if (!hasPermission(principal.permissions, required)) throw forbidden();
  });
  // Recorded before the answer leaves, so a client that has its answer finds the call in its activity.
  // A callback hook, not an async one: a session's request (nearly all of them) passes without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isKeyPrincipal(request.principal)) return done(null, payload);
    recordKeyCall(db, request.principal, request, reply)
      .catch((error: unknown) => request.log.warn({ err: error }, 'API activity not recorded'))
      .then(() => done(null, payload), done);
  });
}

/** The caller behind a bearer access token (401 without one, or with one that is invalid or expired). */
async function sessionPrincipal(
  db: Kysely<Database>,
  tokens: AccessTokens,
  token: string | undefined,
): Promise<Principal | undefined> {
  if (!token) throw unauthorized();
  const claims = await tokens.verify(token).catch(() => undefined);
  if (!claims) throw unauthorized('The access token is invalid or has expired.');
  return loadPrincipal(db, claims);
}

/** The authenticated caller of a protected route (the hook above guarantees it is set). */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw unauthorized();
  return request.principal;
};
