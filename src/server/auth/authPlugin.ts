import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasPermission } from '../../shared/permissions/checkPermission';
import type { Database } from '../db/tables';
import { forbidden, unauthorized } from '../http/apiError';
import type { AccessTokens } from './accessTokens';
import { loadPrincipal, type Principal } from './principal';

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
    const token = bearer(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token).catch(() => undefined);
    if (!claims) throw unauthorized('The access token is invalid or has expired.');
    const principal = await loadPrincipal(db, claims);
    if (!principal) throw unauthorized('The session has ended.');
    request.principal = principal;
    if (!access?.permission) throw forbidden();
    const required = Array.isArray(access.permission) ? access.permission : [access.permission];
    if (!hasPermission(principal.permissions, required)) throw forbidden();
  });
}

/** The authenticated caller of a protected route (the hook above guarantees it is set). */
export const principalOf = (request: FastifyRequest): Principal => {
  if (!request.principal) throw unauthorized();
  return request.principal;
};
