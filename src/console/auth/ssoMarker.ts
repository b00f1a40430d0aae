/**
 * Spec 000 §5: a session that began with single sign-on is marked in session storage, and such users skip the
 * MFA enforcement dialog. The SSO sign-in sets the marker; every other sign-in and the logout clear it.
 */
export const SSO_LOGIN_KEY = 'ssoLogin';

export const markSsoLogin = (sso: boolean): void => {
  if (typeof sessionStorage === 'undefined') return;
  if (sso) sessionStorage.setItem(SSO_LOGIN_KEY, 'true');
  else sessionStorage.removeItem(SSO_LOGIN_KEY);
};

export const isSsoLogin = (): boolean =>
  typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SSO_LOGIN_KEY) === 'true';
