/**
 * API paths that are called before a session exists or to create one (spec 000 §7.1 "Paths without a
 * token"). They never carry the bearer token and a 401 from them is an answer, not an expired session.
 *
 * An entry ending in `*` is a prefix (`/api/auth/v1/sso*` covers `/sso`, `/sso/token`, `/sso/enabled/x`).
 * Any other entry covers that path and the paths below it (`/api/auth/v1/login` covers `/login/status`).
 */
export const PUBLIC_AUTH_PATHS: readonly string[] = [
  '/api/auth/v1/login',
  '/api/auth/v1/token/refresh',
  '/api/auth/v1/logout',
  '/api/auth/v1/signup',
  '/api/auth/v1/join',
  '/api/auth/v1/sso*',
  '/api/auth/v1/validationTokens*',
  '/api/auth/v1/passwords/*',
  '/api/auth/v1/confirm*',
  '/api/auth/v1/checkPasswordReset*',
  '/api/auth/v1/validatePasswordReset*',
  '/api/auth/v1/checkUserInvited*',
  '/api/auth/v1/validateUserInvited*',
  '/api/auth/v1/application-signed*',
  '/api/auth/v1/password-constraints',
  '/api/auth/v1/validate-password',
  '/api/auth/v1/resendValidationEmail*',
  '/api/auth/v1/mfa/reset',
  '/api/auth/v1/validateMFAReset*',
  '/api/auth/v1/admin/enter/*',
  // The workflow code page's calls; its signed-in redirect read lives under /workflows and carries the token.
  '/api/auth/v1/wf/*',
];

const matches = (pathname: string, entry: string): boolean =>
  entry.endsWith('*')
    ? pathname.startsWith(entry.slice(0, -1))
    : pathname === entry || pathname.startsWith(`${entry}/`);

/**
 * `path` may carry a query string or be a full URL. It is normalised first so that dot segments cannot make a
 * private path look public (`/api/auth/v1/login/../users/me` is `/api/auth/v1/users/me`).
 */
export function isPublicAuthPath(path: string): boolean {
  const { pathname } = new URL(path, 'http://console.invalid');
  return PUBLIC_AUTH_PATHS.some((entry) => matches(pathname, entry));
}
