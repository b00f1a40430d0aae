import type { FastifyInstance } from 'fastify';
import type { AuthServices } from '../authServices';
import { inviteUsersOnCreate } from './inviteOnUserCreate';
import { registerSignUpInvitationRoute } from './signUpInvitationRoute';
import { registerSignUpRoute } from './signUpRoute';
import { registerValidationTokenRoutes } from './validationTokenRoutes';

/** Invitations, sign-up and join (spec 000 §2.5, §5, §7.2, §8.3). */
export function registerInvitations(app: FastifyInstance, services: AuthServices): void {
  inviteUsersOnCreate(app, services);
  registerSignUpInvitationRoute(app, services);
  registerValidationTokenRoutes(app, services);
  registerSignUpRoute(app, services);
}
