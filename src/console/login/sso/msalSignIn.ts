import type { PublicClientApplication } from '@azure/msal-browser';
import { exchangeIdToken, fetchSsoProvider, type SsoProvider } from './ssoApi';

/** What survives the round trip to the identity provider: the nonce we asked for and the login choices. */
const PENDING_KEY = 'ssoPending';

interface PendingSsoSignIn {
  nonce: string;
  rememberDevice: boolean;
  returnState: unknown;
}

/** MSAL comes back to the login screen, which finishes the sign-in there. */
const redirectUri = () => `${window.location.origin}/login`;

/**
 * MSAL (msal-browser 3) in OpenID Connect mode against any standards-compliant provider: the provider's own
 * host is the only known authority, and only the OpenID scopes are asked for (no Microsoft Graph).
 * Loaded on demand so the password login does not carry it.
 */
async function createMsal(provider: SsoProvider): Promise<PublicClientApplication> {
  if (!provider.enabled || !provider.authority || !provider.clientId) throw new Error('Single sign-on is not configured');
  const { PublicClientApplication: Msal, ProtocolMode, BrowserCacheLocation } = await import('@azure/msal-browser');
  const msal = new Msal({
    auth: {
      clientId: provider.clientId,
      authority: provider.authority,
      knownAuthorities: [new URL(provider.authority).host],
      protocolMode: ProtocolMode.OIDC,
      redirectUri: redirectUri(),
      navigateToLoginRequestUrl: false,
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
  });
  await msal.initialize();
  return msal;
}

const scopesOf = (provider: SsoProvider) => provider.scopes ?? ['openid', 'profile', 'email', 'offline_access'];

/** Leaves for the identity provider; the browser comes back to /login. */
export async function startSsoSignIn(email: string, rememberDevice: boolean, returnState: unknown): Promise<void> {
  const provider = await fetchSsoProvider();
  const msal = await createMsal(provider);
  const nonce = crypto.randomUUID();
  const pending: PendingSsoSignIn = { nonce, rememberDevice, returnState };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  await msal.loginRedirect({ scopes: scopesOf(provider), loginHint: email, nonce, redirectUri: redirectUri() });
}

/** Whether this page load is the provider sending the browser back (an answer in the address, a sign-in pending). */
export function isSsoReturn(): boolean {
  if (sessionStorage.getItem(PENDING_KEY) === null) return false;
  const answer = /[#?&](code|error)=/.test(`${window.location.hash}${window.location.search}`);
  // Back from the provider without an answer: the sign-in was abandoned.
  if (!answer) sessionStorage.removeItem(PENDING_KEY);
  return answer;
}

/**
 * Finishes a sign-in started by startSsoSignIn: MSAL redeems the code for the id token, the server exchanges
 * it for the platform's tokens. Answers the route state saved before leaving, or rejects.
 */
export async function completeSsoSignIn(): Promise<{ returnState: unknown }> {
  const raw = sessionStorage.getItem(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!raw) throw new Error('No single sign-on was started');
  const pending = JSON.parse(raw) as PendingSsoSignIn;
  const msal = await createMsal(await fetchSsoProvider());
  const result = await msal.handleRedirectPromise();
  if (!result?.idToken) throw new Error('The identity provider returned no id token');
  await exchangeIdToken(result.idToken, pending.nonce, pending.rememberDevice);
  return { returnState: pending.returnState };
}
