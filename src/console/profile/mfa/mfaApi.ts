import { httpClient } from '../../providers/instances';

export type EnrolMethod = 'GOOGLE' | 'SMS' | 'EMAIL';

export interface AuthenticatorStart {
  secret: string;
  otpauthUri: string;
  /** A data: URL of the QR image. */
  qrCode: string;
}

/** Starts an enrolment: a new authenticator secret, or a code sent by text message or e-mail. */
export async function startEnrolment(mfaType: 'GOOGLE'): Promise<AuthenticatorStart>;
export async function startEnrolment(mfaType: 'SMS' | 'EMAIL'): Promise<{ sentTo: string }>;
export async function startEnrolment(mfaType: EnrolMethod): Promise<AuthenticatorStart | { sentTo: string }> {
  const { json } = await httpClient(`/api/auth/v1/mfa/update?mfaType=${mfaType}`, { method: 'PUT' });
  return json as AuthenticatorStart | { sentTo: string };
}

/** Finishes an enrolment; the server refuses a wrong code with a message naming mfa1. */
export async function verifyEnrolment(mfaType: EnrolMethod, mfa1: string, mfa2?: string): Promise<void> {
  await httpClient('/api/auth/v1/mfa/verify', {
    method: 'POST',
    body: JSON.stringify({ mfaType, mfa1, ...(mfa2 ? { mfa2 } : {}) }),
  });
}
