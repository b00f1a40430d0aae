import type { FastifyInstance } from 'fastify';
import type { ResourceStore } from '../../resources/resourceStore';
import type { AuthServices } from '../authServices';
import { inviteUsersOnCreate } from './inviteOnUserCreate';
import { registerSignUpInvitationRoute } from './signUpInvitationRoute';
import { registerSignUpRoute } from './signUpRoute';
import { registerValidationTokenRoutes } from './validationTokenRoutes';

/** Invitations, sign-up and join (spec 000 §2.5, §5, §7.2, §8.3). */
export function registerInvitations(app: FastifyInstance, services: AuthServices, users: ResourceStore): void {
  inviteUsersOnCreate(users, services);
  registerSignUpInvitationRoute(app, services);
  registerValidationTokenRoutes(app, services);
  registerSignUpRoute(app, services);
}
