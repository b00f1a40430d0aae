/**
 * Enrolling a second factor from the profile, platform methods of the data provider:
 *
 *   startMfaEnrolment(mfaType)                PUT  /api/auth/v1/mfa/update?mfaType=…   a secret, or a code sent
 *   verifyMfaEnrolment(mfaType, mfa1, mfa2)   POST /api/auth/v1/mfa/verify             the server refuses a wrong code
 */
import { defineDataProviderMethods } from '../../providers/methods';

export type EnrolMethod = 'GOOGLE' | 'SMS' | 'EMAIL';

export interface AuthenticatorStart {
  secret: string;
  otpauthUri: string;
  /** A data: URL of the QR image. */
  qrCode: string;
}

/** What starting an enrolment answers: a new authenticator secret, or where the code was sent. */
export type EnrolmentStart = AuthenticatorStart | { sentTo: string };

export const mfaMethods = defineDataProviderMethods(({ httpClient }) => ({
  startMfaEnrolment: async (mfaType: EnrolMethod): Promise<EnrolmentStart> =>
    (await httpClient(`/api/auth/v1/mfa/update?mfaType=${mfaType}`, { method: 'PUT' })).json as EnrolmentStart,

  verifyMfaEnrolment: async (mfaType: EnrolMethod, mfa1: string, mfa2?: string): Promise<void> => {
    await httpClient('/api/auth/v1/mfa/verify', {
      method: 'POST',
      body: JSON.stringify({ mfaType, mfa1, ...(mfa2 ? { mfa2 } : {}) }),
    });
  },
}));
