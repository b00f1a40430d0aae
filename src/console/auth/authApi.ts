/**
 * The sign-in calls of spec 000 §7.2 that are not react-admin's login: password rules, reset links, e-mail
 * validation and MFA reset. All go through the console's one HTTP client, so failures carry status and body.
 */
import { httpClient } from '../providers/instances';
import { saveTokens, type TokenPair } from './tokenStore';

const AUTH = '/api/auth/v1';
const post = (path: string, body?: unknown) =>
  httpClient(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export interface PasswordConstraint {
  errorCode: string;
  displayText: string;
}

export const fetchPasswordConstraints = async (): Promise<PasswordConstraint[]> =>
  ((await httpClient(`${AUTH}/password-constraints`)).json as PasswordConstraint[]) ?? [];

/** The codes of the rules a password breaks. */
export const fetchPasswordProblems = async (password: string): Promise<string[]> =>
  (((await post(`${AUTH}/validate-password`, { password })).json as Array<{ code: string }>) ?? []).map((p) => p.code);

export const fetchCaptchaSettings = async (): Promise<{ enabled: boolean; siteKey: string | null }> =>
  (await httpClient(`${AUTH}/login/sitekey`)).json as { enabled: boolean; siteKey: string | null };

export const requestPasswordReset = (email: string, captchaAnswer?: string) =>
  post(
    `${AUTH}/passwords/${encodeURIComponent(email)}/reset${captchaAnswer ? `?g-recaptcha-response=${encodeURIComponent(captchaAnswer)}` : ''}`,
  );

export const requestMfaReset = (email: string) => post(`${AUTH}/mfa/reset`, { email });

export const resendValidationEmail = (email: string) =>
  post(`${AUTH}/resendValidationEmail/${encodeURIComponent(email)}`);

export const confirmMfaReset = (token: string) => post(`${AUTH}/validateMFAReset/${encodeURIComponent(token)}`);

export type LinkKind = 'passwordReset' | 'invitation';
const CHECK: Record<LinkKind, string> = { passwordReset: 'checkPasswordReset', invitation: 'checkUserInvited' };
const SET: Record<LinkKind, string> = { passwordReset: 'validatePasswordReset', invitation: 'validateUserInvited' };

export const checkLink = async (kind: LinkKind, token: string): Promise<{ email: string }> =>
  (await httpClient(`${AUTH}/${CHECK[kind]}/${encodeURIComponent(token)}`)).json as { email: string };

/** Sets the password a link allows; true when the answer signed the user in (no second factor to prove). */
export async function setPasswordByLink(
  kind: LinkKind,
  token: string,
  password: string,
  confirmedPassword: string,
): Promise<boolean> {
  const { json } = await post(`${AUTH}/${SET[kind]}/${encodeURIComponent(token)}`, {
    token,
    password,
    confirmedPassword,
  });
  const pair = json as Partial<TokenPair> | undefined;
  if (typeof pair?.accessToken !== 'string' || typeof pair.refreshToken !== 'string') return false;
  saveTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }, false);
  return true;
}

export const statusOfFailure = (error: unknown): number | undefined =>
  typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : undefined;
