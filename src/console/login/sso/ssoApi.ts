/** The single sign-on calls of spec 000 §7.2, through the console's one HTTP client (public paths, no bearer). */
import { httpClient } from '../../providers/instances';
import { markSsoLogin } from '../../auth/ssoMarker';
import { saveTokens } from '../../auth/tokenStore';

const SSO = '/api/auth/v1/sso';

/** Where MSAL signs in: the server's SSO_* settings (docs/features/sign-in.md "Single sign-on"). */
export interface SsoProvider {
  enabled: boolean;
  authority?: string;
  clientId?: string;
  scopes?: string[];
}

export const checkSsoEnabled = async (email: string): Promise<boolean> =>
  ((await httpClient(`${SSO}/enabled/${encodeURIComponent(email)}`)).json as { enabled?: boolean } | undefined)
    ?.enabled === true;

export const fetchSsoProvider = async (): Promise<SsoProvider> =>
  (await httpClient(`${SSO}/status`)).json as SsoProvider;

/** Hands the provider's id token to the server and keeps the platform's tokens exactly as a password login does. */
export async function exchangeIdToken(idToken: string, nonce: string, rememberDevice: boolean): Promise<void> {
  const { json } = await httpClient(`${SSO}/token`, {
    method: 'POST',
    body: JSON.stringify({ idToken, nonce, rememberDevice }),
  });
  const tokens = json as { accessToken?: unknown; refreshToken?: unknown } | undefined;
  if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string')
    throw new Error('The SSO answer carries no tokens');
  saveTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, rememberDevice);
  markSsoLogin(true);
}
