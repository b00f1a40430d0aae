import type { ResourceStore } from '../../resources/resourceStore';
import type { AuthServices } from '../authServices';
import { sendInvitationLink } from './invitationMessage';
import type { TokenType } from './tokenTypes';

/**
 * A user created through the users resource (staff, or an organisation's own admin) has no password yet: it is
 * sent an invitation to join its organisation, once the create has committed, so a refused or rolled-back
 * create invites no one.
 */
export function inviteUsersOnCreate(users: ResourceStore, services: AuthServices): void {
  users.onCommitted(async ({ record }) => {
    if (typeof record.id !== 'string' || typeof record.email !== 'string') return;
    const tokenType: TokenType = 'EXISTING_ACCOUNT';
    const token = await services.links.create('INVITATION', record.email, record.id, { tokenType });
    await sendInvitationLink(services, record.email, token);
  });
}
