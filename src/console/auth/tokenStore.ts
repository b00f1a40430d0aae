/**
 * Where the session's tokens live (spec 000 §3 "Local storage keys"). The access token never leaves
 * sessionStorage so it dies with the tab; the refresh token moves to localStorage only when the user asked
 * to be remembered on this device, which is what lets a new tab or a restart resume the session.
 */

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const REMEMBER_DEVICE_KEY = 'rememberDevice';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type TokenRealm = 'ACCOUNT' | 'TEAM';

/**
 * Claims the console reads from the access token (spec 000 §3 "Access token claims"). All are required: a
 * token without one of them cannot drive the console and is treated as unreadable.
 */
export interface AccessClaims {
  sub: string;
  /** Account id. */
  acc: string;
  /** Account type of the account the session acts in. */
  accType: string;
  /** Account type of the person signed in; differs from accType while ghosting. */
  subType: string;
  realm: TokenRealm;
  /** Expiry, seconds since the epoch. */
  exp: number;
  [claim: string]: unknown;
}

const hasConsoleClaims = (payload: Record<string, unknown>): boolean =>
  ['sub', 'acc', 'accType', 'subType'].every((claim) => typeof payload[claim] === 'string') &&
  (payload.realm === 'ACCOUNT' || payload.realm === 'TEAM') &&
  typeof payload.exp === 'number';

export function saveTokens(tokens: TokenPair, rememberDevice: boolean): void {
  sessionStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  // Remove the other copy so a device that stops being remembered cannot resume from a stale token.
  if (rememberDevice) {
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    localStorage.setItem(REMEMBER_DEVICE_KEY, 'true');
    sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  } else {
    sessionStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(REMEMBER_DEVICE_KEY);
  }
}

export const getAccessToken = (): string | null => sessionStorage.getItem(ACCESS_TOKEN_KEY);

export const isDeviceRemembered = (): boolean => localStorage.getItem(REMEMBER_DEVICE_KEY) === 'true';

export const getRefreshToken = (): string | null =>
  isDeviceRemembered() ? localStorage.getItem(REFRESH_TOKEN_KEY) : sessionStorage.getItem(REFRESH_TOKEN_KEY);

export function clearTokens(): void {
  sessionStorage.removeItem(ACCESS_TOKEN_KEY);
  sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(REMEMBER_DEVICE_KEY);
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  // Names in claims can hold any UTF-8, which atob alone would garble.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
};

/**
 * Reads the payload of the access token WITHOUT checking its signature: the console only uses it to choose
 * what to show; the server verifies the token on every call. Null when there is no token, it cannot be
 * decoded, or it lacks a claim the console needs.
 */
export function decodeAccessClaims(token: string | null = getAccessToken()): AccessClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    const isObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
    return isObject && hasConsoleClaims(payload as Record<string, unknown>) ? (payload as AccessClaims) : null;
  } catch {
    return null;
  }
}
