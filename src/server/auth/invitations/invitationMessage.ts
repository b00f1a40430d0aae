import type { AuthServices } from '../authServices';
import { LINK_LIFETIME_SECONDS } from '../authLinks';

/** The invitation e-mail (the spec gives no text; this is the project's). */
export async function sendInvitationLink(services: AuthServices, email: string, token: string): Promise<void> {
  const days = LINK_LIFETIME_SECONDS.INVITATION / (24 * 3600);
  await services.outbox.send({
    channel: 'EMAIL',
    recipient: email,
    kind: 'INVITATION',
    subject: 'You are invited to the Adaptive Insurance Platform',
    body: `You have been invited to the Adaptive Insurance Platform. Set up your login here: ${services.settings.publicUrl}/signup-validation/${token}\nThe link works once, within ${days} days.`,
  });
}

/** The sign-up invitation: the link and the invitation code the sign-up form asks for. */
export async function sendSignUpInvitation(
  services: AuthServices,
  email: string,
  token: string,
  invitationCode: string,
): Promise<void> {
  const days = LINK_LIFETIME_SECONDS.INVITATION / (24 * 3600);
  await services.outbox.send({
    channel: 'EMAIL',
    recipient: email,
    kind: 'INVITATION',
    subject: 'Sign up to the Adaptive Insurance Platform',
    body: `You have been invited to sign up your organization to the Adaptive Insurance Platform: ${services.settings.publicUrl}/signup-validation/${token}\nYour invitation code is ${invitationCode}.\nThe link works once, within ${days} days.`,
  });
}
