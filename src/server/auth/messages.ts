import type { AuthServices } from './authServices';
import { CODE_LIFETIME_SECONDS } from './oneTimeCodes';

/** The texts of the messages that leave the system (the spec gives none; these are this project's). */
export async function sendPasswordResetLink(
  services: AuthServices,
  email: string,
  token: string,
  expired = false,
): Promise<void> {
  const link = `${services.settings.publicUrl}/confirmPasswordReset/${token}`;
  await services.outbox.send({
    channel: 'EMAIL',
    recipient: email,
    kind: 'PASSWORD_RESET',
    subject: expired ? 'Your password has expired' : 'Reset your password',
    body: `${expired ? 'Your password has expired. ' : ''}Set a new password for the Adaptive Insurance Platform here: ${link}\nThe link works once, within one hour.`,
  });
}

export async function sendValidationLink(services: AuthServices, email: string, token: string): Promise<void> {
  await services.outbox.send({
    channel: 'EMAIL',
    recipient: email,
    kind: 'EMAIL_VALIDATION',
    subject: 'Confirm your e-mail address',
    body: `Confirm your e-mail address for the Adaptive Insurance Platform here: ${services.settings.publicUrl}/confirmUser/${token}`,
  });
}

export async function sendMfaResetLink(services: AuthServices, email: string, token: string): Promise<void> {
  await services.outbox.send({
    channel: 'EMAIL',
    recipient: email,
    kind: 'MFA_RESET',
    subject: 'Reset your multi-factor authentication',
    body: `Reset the multi-factor authentication of your Adaptive Insurance Platform login here: ${services.settings.publicUrl}/confirmMfaReset/${token}`,
  });
}

export async function sendCode(
  services: AuthServices,
  channel: 'EMAIL' | 'SMS',
  recipient: string,
  code: string,
  kind = 'MFA_CODE',
): Promise<void> {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  await services.outbox.send({
    channel,
    recipient,
    kind,
    subject: 'Your verification code',
    body: `Your Adaptive Insurance Platform verification code is ${code}. It expires in ${minutes} minutes.`,
  });
}
