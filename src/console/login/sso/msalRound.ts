import {
  BrowserCacheLocation,
  EventType,
  ProtocolMode,
  PublicClientApplication,
  type RedirectRequest,
} from '@azure/msal-browser';
import { msalAuthProvider } from 'ra-auth-msal';
import type { SsoProvider } from './ssoApi';

/**
 * MSAL (msal-browser 3) in OpenID Connect mode against any standards-compliant provider (
 * `loginRequest.redirectUri` is where it comes back): the provider's own
 * host is the only known authority, and only the OpenID scopes are asked for (no Microsoft Graph). The round
 * trip goes through ra-auth-msal's auth provider (its login and its redirect callback); the platform's own
 * tokens, not MSAL's account, stay the signed-in state, so only those two of its methods are used.
 */
export async function createMsal(provider: SsoProvider, loginRequest: RedirectRequest) {
  if (!provider.enabled || !provider.authority || !provider.clientId)
    throw new Error('Single sign-on is not configured');
  const msal = new PublicClientApplication({
    auth: {
      clientId: provider.clientId,
      authority: provider.authority,
      knownAuthorities: [new URL(provider.authority).host],
      protocolMode: ProtocolMode.OIDC,
      redirectUri: loginRequest.redirectUri,
      navigateToLoginRequestUrl: false,
    },
    cache: { cacheLocation: BrowserCacheLocation.SessionStorage },
  });
  // The login screen finishes the sign-in itself (useSsoReturn), so no return to a deep link is stored.
  const round = msalAuthProvider({
    msalInstance: msal,
    loginRequest,
    tokenRequest: { scopes: loginRequest.scopes },
    enableDeepLinkRedirect: false,
  });
  /** Rejects when MSAL fails to leave for the provider (ra-auth-msal's login does not wait for the redirect). */
  const loginFailure = () =>
    new Promise<never>((_resolve, reject) => {
      msal.addEventCallback((event) => {
        // LOGIN_FAILURE, or ACQUIRE_TOKEN_FAILURE when MSAL still holds an account from an earlier sign-in.
        if (event.eventType === EventType.LOGIN_FAILURE || event.eventType === EventType.ACQUIRE_TOKEN_FAILURE)
          reject(event.error ?? new Error('The sign-in could not start'));
      });
    });
  await msal.initialize();
  return { msal, round, loginFailure };
}
