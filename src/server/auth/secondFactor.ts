import { sql } from 'kysely';
import { ApiError } from '../http/apiError';
import type { AuthServices } from './authServices';
import { sendCode } from './messages';
import { LIMITS } from './throttle';
import { totpStep } from './totp';

export const MFA_REQUIRED = 'Multi-factor authentication code required.';
export const CODE_INVALID = 'The verification code is not valid or has expired.';

export interface FactorUser {
  id: string;
  email: string;
  phone: string | null;
  mfaType: string;
  mfaSecret: string | null;
}

/** Where a code of this factor is sent; undefined for an authenticator app. */
const codeChannel = (user: FactorUser): { channel: 'EMAIL' | 'SMS'; recipient: string } | undefined => {
  if (user.mfaType === 'EMAIL') return { channel: 'EMAIL', recipient: user.email };
  if (user.mfaType === 'SMS' && user.phone) return { channel: 'SMS', recipient: user.phone };
  return undefined;
};

/** Sends a fresh code by e-mail or text, counted against the account's send limit. */
export async function sendFactorCode(
  services: AuthServices,
  user: FactorUser,
  purpose: 'LOGIN' | 'ENROL',
  to = codeChannel(user),
): Promise<void> {
  if (!to) return;
  await services.throttle.hit(`send:${user.id}`, LIMITS.accountSends);
  await sendCode(services, to.channel, to.recipient, await services.codes.issue(user.id, purpose));
}

/**
 * Accepts an authenticator code only for a time step later than the last one accepted, in one conditional
 * update, so the same code (or an older one) never works twice, even on two instances at once.
 */
export async function acceptTotp(
  services: AuthServices,
  userId: string,
  secret: string,
  code: string,
  window = 1,
): Promise<boolean> {
  const step = totpStep(secret, code, window);
  if (step === undefined) return false;
  const result = await services.db
    .updateTable('users')
    .set({ mfaLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfaLastStep', 'is', null), eb('mfaLastStep', '<', sql<string>`${step}`)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The login's second step. Without a code it answers 307 (spec 000 §8.2), sending an e-mail or text code
 * first when that is the user's factor; a wrong or replayed code is a 401.
 */
export async function checkSecondFactor(
  services: AuthServices,
  user: FactorUser,
  mfaCode: string | undefined,
): Promise<void> {
  if (user.mfaType === 'NONE') return;
  if (!mfaCode) {
    await sendFactorCode(services, user, 'LOGIN');
    throw new ApiError(307, MFA_REQUIRED);
  }
  const accepted =
    user.mfaType === 'GOOGLE'
      ? Boolean(user.mfaSecret) && (await acceptTotp(services, user.id, user.mfaSecret as string, mfaCode))
      : await services.codes.consume(user.id, 'LOGIN', mfaCode);
  if (!accepted) throw new ApiError(401, CODE_INVALID);
}
