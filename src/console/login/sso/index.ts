/** Single sign-on on the login screen: the SSO form, MSAL's round trip to the provider, the token exchange. */
export { SsoForm } from './SsoForm';
export { checkSsoEnabled } from './ssoApi';
export { startSsoSignIn } from './msalSignIn';
export { useSsoReturn } from './useSsoReturn';
