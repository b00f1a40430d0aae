const PROBE_ORIGIN = 'http://console.invalid';

/**
 * A redirect URL from a token is followed only inside the console: a path of this site, never another site.
 * `//host`, `/\host` (browsers read a backslash as a slash) and anything with control characters are refused.
 */
export function safeRedirect(redirectURL: string | null | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!redirectURL || !redirectURL.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(redirectURL)) return undefined;
  try {
    const resolved = new URL(redirectURL, PROBE_ORIGIN);
    return resolved.origin === PROBE_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : undefined;
  } catch {
    return undefined;
  }
}
