import { decodeAccessClaims, getAccessToken, getRefreshToken } from './tokenStore';

/**
 * A session exists while the access token is unexpired, or a refresh token can mint a new one. The
 * server stays the judge: a revoked session is found out on the first call and ends there.
 */
export function hasSession(now: number = Date.now()): boolean {
  const claims = decodeAccessClaims(getAccessToken());
  if (claims && claims.exp * 1000 > now) return true;
  return Boolean(getRefreshToken()) && Boolean(claims);
}
