/** The invitation landing page's calls (spec 000 §7.2): the validation token lookup and the join. */
import { httpClient } from '../providers/instances';
import { saveTokens, type TokenPair } from './tokenStore';

export interface ValidationToken {
  tokenType: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  accountType: string;
  redirectURL: string | null;
}

export interface JoinPayload {
  firstName: string;
  lastName: string;
  password: string;
}

export const fetchValidationToken = async (token: string): Promise<ValidationToken> =>
  (await httpClient(`/api/auth/v1/validationTokens/${encodeURIComponent(token)}`)).json as ValidationToken;

/** Joins and keeps the answered tokens (spec 000 §7.1); answers the redirect URL the token carried. */
export async function join(token: string, payload: JoinPayload): Promise<string | null> {
  const { json } = await httpClient(`/api/auth/v1/join?validationToken=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
  const answer = json as TokenPair & { redirectURL?: string | null };
  saveTokens({ accessToken: answer.accessToken, refreshToken: answer.refreshToken }, false);
  return answer.redirectURL ?? null;
}

export interface SignUpPayload {
  invitationCode: string;
  organization: string;
  firstName: string;
  lastName: string;
  password: string;
  npn?: string;
  accountType: string;
}

/** Signs up a new organisation and keeps the answered tokens; answers where the new user goes. */
export async function signUp(
  token: string,
  payload: SignUpPayload,
): Promise<{ accountType: string; redirectURL: string | null }> {
  const { json } = await httpClient(`/api/auth/v1/signup?validationToken=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
  const answer = json as TokenPair & { accountType: string; redirectURL?: string | null };
  saveTokens({ accessToken: answer.accessToken, refreshToken: answer.refreshToken }, false);
  return { accountType: answer.accountType, redirectURL: answer.redirectURL ?? null };
}
