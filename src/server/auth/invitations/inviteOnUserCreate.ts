import type { FastifyInstance } from 'fastify';
import { usersResource } from '../../../../resources/users/declaration';
import type { AuthServices } from '../authServices';
import { sendInvitationLink } from './invitationMessage';
import type { TokenType } from './tokenTypes';

/**
 * A user created through the users resource (staff, or an organisation's own admin) has no password yet: it is
 * sent an invitation to join its organisation. Done once the create has been committed and answered 201,
 * so a refused or rolled-back create invites no one.
 */
export function inviteUsersOnCreate(app: FastifyInstance, services: AuthServices): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method !== 'POST' || request.routeOptions.url !== usersResource.apiBase || reply.statusCode !== 201) return payload;
    const user = payload as { id?: unknown; email?: unknown };
    if (typeof user.id !== 'string' || typeof user.email !== 'string') return payload;
    const tokenType: TokenType = 'EXISTING_ACCOUNT';
    const token = await services.links.create('INVITATION', user.email, user.id, { tokenType });
    await sendInvitationLink(services, user.email, token);
    return payload;
  });
}
