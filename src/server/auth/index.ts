import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { registerAuthRoutes } from './authRoutes';
import { createAuthServices } from './authServices';
import type { AuthSettings } from './authSettings';
import { registerInvitations } from './invitations';
import { registerJumpRoutes } from './jumpRoutes';
import { registerLoginStatusRoute } from './loginStatusRoute';
import { registerMfaRoutes } from './mfaRoutes';
import { registerOutboxRoutes } from './outboxRoutes';
import { registerPasswordChangeRoute } from './passwordChangeRoute';
import { registerPasswordRoutes } from './passwordRoutes';
import type { Sessions } from './sessions';
import type { CounterStore } from './throttle';
import { registerSsoRoutes } from './ssoRoutes';
import { registerWorkflows } from './workflows';
import type { ResourceStore } from '../resources/resourceStore';

export { loadAuthSettings } from './authSettings';

/** Every sign-in and session route of spec 000 §7.2 that this server answers. */
/** `users` is the users resource's store: sign-in hangs the invitation of a new user on its creates. */
export function registerSignIn(
  app: FastifyInstance,
  db: Kysely<Database>,
  sessions: Sessions,
  settings: AuthSettings,
  counters: CounterStore,
  users: ResourceStore,
): void {
  const services = createAuthServices(db, sessions, settings, counters);
  registerAuthRoutes(app, services);
  registerPasswordRoutes(app, services);
  registerPasswordChangeRoute(app, services);
  registerLoginStatusRoute(app, services);
  registerMfaRoutes(app, services);
  registerSsoRoutes(app, services);
  registerOutboxRoutes(app, services);
  registerJumpRoutes(app, services);
  registerInvitations(app, services, users);
  registerWorkflows(app, services);
}
