import type { RedirectRequest } from '@azure/msal-browser';
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
 * host is the only known authority, and only the OpenID scopes are asked for (no Microsoft Graph). The round
 * trip goes through ra-auth-msal's auth provider (its login and its redirect callback); the platform's own
 * tokens, not MSAL's account, stay the signed-in state, so only those two of its methods are used.
 * Loaded on demand so the password login does not carry it.
 */
async function createMsal(provider: SsoProvider, loginRequest: RedirectRequest) {
  if (!provider.enabled || !provider.authority || !provider.clientId) throw new Error('Single sign-on is not configured');
  const [{ PublicClientApplication: Msal, ProtocolMode, BrowserCacheLocation, EventType }, { msalAuthProvider }] = await Promise.all([
    import('@azure/msal-browser'),
    import('ra-auth-msal'),
  ]);
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
  // The login screen finishes the sign-in itself (useSsoReturn), so no return to a deep link is stored.
  const round = msalAuthProvider({ msalInstance: msal, loginRequest, tokenRequest: { scopes: loginRequest.scopes }, enableDeepLinkRedirect: false });
  /** Rejects when MSAL fails to leave for the provider (ra-auth-msal's login does not wait for the redirect). */
  const loginFailure = () =>
    new Promise<never>((_resolve, reject) => {
      msal.addEventCallback((event) => {
        // LOGIN_FAILURE, or ACQUIRE_TOKEN_FAILURE when MSAL still holds an account from an earlier sign-in.
        if (event.eventType === EventType.LOGIN_FAILURE || event.eventType === EventType.ACQUIRE_TOKEN_FAILURE) reject(event.error ?? new Error('The sign-in could not start'));
      });
    });
  return { msal, round, loginFailure };
}

const scopesOf = (provider: SsoProvider) => provider.scopes ?? ['openid', 'profile', 'email', 'offline_access'];

/** Leaves for the identity provider; the browser comes back to /login. */
export async function startSsoSignIn(email: string, rememberDevice: boolean, returnState: unknown): Promise<void> {
  const provider = await fetchSsoProvider();
  const nonce = crypto.randomUUID();
  const { round, loginFailure } = await createMsal(provider, { scopes: scopesOf(provider), loginHint: email, nonce, redirectUri: redirectUri() });
  const pending: PendingSsoSignIn = { nonce, rememberDevice, returnState };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const failed = loginFailure();
  // Handled below, or by login's own rejection when it fails before leaving.
  failed.catch(() => undefined);
  await round.login(undefined);
  // Settles only if leaving failed: on success the browser is on its way to the provider.
  await failed;
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
  const provider = await fetchSsoProvider();
  const { msal, round } = await createMsal(provider, { scopes: scopesOf(provider), redirectUri: redirectUri() });
  // ra-auth-msal redeems the code and keeps MSAL's account; the answer it saw is MSAL's first one, kept for the page.
  await round.handleCallback?.();
  const result = await msal.handleRedirectPromise();
  if (!result?.idToken) throw new Error('The identity provider returned no id token');
  await exchangeIdToken(result.idToken, pending.nonce, pending.rememberDevice);
  return { returnState: pending.returnState };
}
