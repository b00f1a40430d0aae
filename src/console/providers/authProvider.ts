/**
 * react-admin's AuthProvider over the platform's auth API (spec 000 §3, §7.2, §8.2). Tokens are kept by
 * tokenStore and kept fresh by the HTTP client; this file decides what a session is and what it may do.
 */
import { markSsoLogin } from '../auth/ssoMarker';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessResource } from '../auth/canAccessResource';
import { chooseLoginError } from '../auth/loginOutcome';
import { createProfileCache } from '../auth/profileCache';
import { clearTokens, decodeAccessClaims, getAccessToken, getRefreshToken, saveTokens } from '../auth/tokenStore';
import type { ResourceDeclaration } from '../../shared/resources/declaration';
import type { HttpClient } from './httpClient';
import { teamSelection } from '../teams/teamSelection';

export { LoginStepError } from '../auth/loginOutcome';

export const LOGIN_PATH = '/api/auth/v1/login';
export const PROFILE_PATH = '/api/auth/v1/users/me';
export const LOGOUT_PATH = '/api/auth/v1/logout';
export const LOGIN_ROUTE = '/login';

export interface Profile {
  id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email: string;
  role: { id: string; name: string };
  account: { id: string; name: string; accountType: string; enforceMfa?: boolean };
  mfaType?: string;
  phone?: string | null;
  /** A staff user inside another account (jump-in). */
  ghosting?: boolean;
  permissions: string[];
  [field: string]: unknown;
}

export interface LoginParams {
  username: string;
  password: string;
  rememberDevice?: boolean;
  /** Second attempt after a 307 (MFA required). */
  mfaCode?: string;
  mfaType?: string;
}

export interface AuthProviderOptions {
  httpClient: HttpClient;
  resources: readonly ResourceDeclaration[];
  /** Milliseconds since the epoch; injectable for expiry and cache tests. */
  now?: () => number;
  /**
   * Called once the session is gone (logout, or a 401 that refreshing could not cure). The app shell
   * navigates here: see logout() for why react-admin is not left to do it.
   */
  onLogout?: () => void;
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined;

const bodyOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;

const fullNameOf = (profile: Profile): string =>
  [profile.firstName, profile.middleName, profile.lastName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');

/** What react-admin's identity is made of: the profile with its full name. */
const identityOf = (profile: Profile): UserIdentity => ({ ...profile, fullName: fullNameOf(profile) });

const permissionsIn = (profile: Profile): string[] =>
  Array.isArray(profile.permissions) ? profile.permissions.filter((p): p is string => typeof p === 'string') : [];

/**
 * react-admin's auth provider, plus a way to drop the cached profile after the user changed it (e.g. MFA), and
 * the session as the cached profile holds it (identity and permissions) when it is fresh, without a call.
 */
export type ConsoleAuthProvider = AuthProvider & {
  forgetProfile(): void;
  heldSession(): { identity: UserIdentity; permissions: string[] } | undefined;
};

export function createAuthProvider({
  httpClient,
  resources,
  now = Date.now,
  onLogout,
}: AuthProviderOptions): ConsoleAuthProvider {
  const profileCache = createProfileCache<Profile>(
    async () => {
      const { json } = await httpClient(PROFILE_PATH);
      const profile = json as Profile | undefined;
      if (!profile || typeof profile !== 'object' || profile.id === undefined) {
        throw new Error('The profile answer carries no user');
      }
      // The team stored for this organisation type applies from the first list on, before the header's
      // selector has fetched the teams it offers (it checks the choice then, and refreshes if it changes).
      const accountType = (profile as { account?: { accountType?: unknown } }).account?.accountType;
      if (typeof accountType === 'string') teamSelection.restore(accountType);
      return profile;
    },
    { now },
  );

  const permissionsOf = async (): Promise<string[]> => permissionsIn(await profileCache.get());

  const hasLiveAccessToken = (): boolean => {
    if (!getAccessToken()) return false;
    // An unreadable token counts as no token (spec 000 §4 "A token that cannot be parsed leads to rejected").
    const claims = decodeAccessClaims();
    return claims !== null && claims.exp * 1000 > now();
  };

  return {
    async login({ username, password, rememberDevice, mfaCode, mfaType }: LoginParams) {
      profileCache.clear();
      let answer: unknown;
      try {
        // rememberDevice goes to the server too: it decides how long the refresh token lives.
        const body = {
          username,
          password,
          rememberDevice: rememberDevice === true,
          ...(mfaCode ? { mfaCode } : {}),
          ...(mfaType ? { mfaType } : {}),
        };
        ({ json: answer } = await httpClient(LOGIN_PATH, { method: 'POST', body: JSON.stringify(body) }));
      } catch (error) {
        throw chooseLoginError(statusOf(error), bodyOf(error));
      }
      const tokens = answer as { accessToken?: unknown; refreshToken?: unknown } | undefined;
      if (typeof tokens?.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') {
        throw chooseLoginError(undefined, answer);
      }
      saveTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, rememberDevice === true);
      markSsoLogin(false);
      // Resolving with nothing: the landing page depends on the account type in the new token (spec 000
      // §2.1), which the login screen reads; it lives outside any persona basename.
    },

    /**
     * Ends the session here and on the server (its refresh-token family is revoked, best effort: a network
     * failure must not keep anyone signed in). Answers '/login': react-admin navigates to a path returned
     * here as it is, outside the persona basename, and records where the user was so sign-in returns there.
     * The explicit Logout menu item passes '/logout' instead.
     */
    async logout() {
      const refreshToken = getRefreshToken();
      clearTokens();
      markSsoLogin(false);
      profileCache.clear();
      teamSelection.forget();
      if (refreshToken) {
        await httpClient(LOGOUT_PATH, { method: 'POST', body: JSON.stringify({ refreshToken }) }).catch(
          () => undefined,
        );
      }
      onLogout?.();
      return LOGIN_ROUTE;
    },

    // A missing or expired access token is still a session while a refresh token exists: the HTTP client
    // renews it on the first 401.
    async checkAuth() {
      if (hasLiveAccessToken() || getRefreshToken()) return;
      throw { redirectTo: LOGIN_ROUTE, logoutUser: false };
    },

    // The HTTP client has already tried a refresh before a 401 gets here, so 401 means the session is gone.
    // A 403 is an answer about one record or action: stay, and let the page show it.
    async checkError(error: unknown) {
      if (statusOf(error) === 401) throw { logoutUser: true };
    },

    async getIdentity(): Promise<UserIdentity> {
      return identityOf(await profileCache.get());
    },

    getPermissions: () => permissionsOf(),

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return canAccessResource(resources, await permissionsOf(), resource, action);
    },

    forgetProfile: () => profileCache.clear(),

    heldSession() {
      const profile = profileCache.peek();
      return profile && { identity: identityOf(profile), permissions: permissionsIn(profile) };
    },
  };
}
