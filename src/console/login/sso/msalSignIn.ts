import type { RedirectRequest } from '@azure/msal-browser';
import { exchangeIdToken, fetchSsoProvider, type SsoProvider } from './ssoApi';

/** MSAL and ra-auth-msal, loaded on demand so the password login does not carry them. */
const createMsal = async (provider: SsoProvider, loginRequest: RedirectRequest) =>
  (await import('./msalRound')).createMsal(provider, loginRequest);

/** What survives the round trip to the identity provider: the nonce we asked for and the login choices. */
const PENDING_KEY = 'ssoPending';

interface PendingSsoSignIn {
  nonce: string;
  rememberDevice: boolean;
  returnState: unknown;
}

/** MSAL comes back to the login screen, which finishes the sign-in there. */
const redirectUri = () => `${window.location.origin}/login`;

const scopesOf = (provider: SsoProvider) => provider.scopes ?? ['openid', 'profile', 'email', 'offline_access'];

/** Leaves for the identity provider; the browser comes back to /login. */
export async function startSsoSignIn(email: string, rememberDevice: boolean, returnState: unknown): Promise<void> {
  const provider = await fetchSsoProvider();
  const nonce = crypto.randomUUID();
  const { round, loginFailure } = await createMsal(provider, {
    scopes: scopesOf(provider),
    loginHint: email,
    nonce,
    redirectUri: redirectUri(),
  });
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
