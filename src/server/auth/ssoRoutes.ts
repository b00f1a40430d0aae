import type { FastifyInstance } from 'fastify';
import type { AuthServices } from './authServices';

/**
 * The SSO check of the login screen (spec 000 §7.2). Single sign-on is not wired to an identity provider
 * yet, so every address answers "not enabled" and the console shows the password form.
 */
export function registerSsoRoutes(app: FastifyInstance, _services: AuthServices): void {
  app.get<{ Params: { username: string } }>(
    '/api/auth/v1/sso/enabled/:username',
    { config: { public: true }, schema: { tags: ['auth'] } },
    async () => ({ enabled: false }),
  );
}
