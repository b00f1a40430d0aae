import { parseFeatureFlagList } from '../../../shared/featureFlags/featureFlags';

/** Single sign-on through an OpenID Connect identity provider (docs/features/sign-in.md "Single sign-on"). */
export interface SsoSettings {
  /** The provider's issuer: id tokens must carry it as `iss`; its discovery document names the JWKS. */
  issuer: string;
  /** The console's client id at the provider: id tokens must carry it as `aud`. */
  clientId: string;
  /** What the console's MSAL uses as authority; the issuer unless the provider says otherwise. */
  authority: string;
  /** Keys that sign the id tokens; read from the issuer's discovery document when not set. */
  jwksUrl?: string;
  /** E-mail domains whose users sign in through the provider (lower case, no @). */
  domains: readonly string[];
  /** Single e-mail addresses that sign in through the provider (lower case). */
  users: readonly string[];
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);

/** Undefined unless the sso_login feature flag is on and an issuer and a client id are configured. */
export function loadSsoSettings(env: NodeJS.ProcessEnv): SsoSettings | undefined {
  if (!parseFeatureFlagList(env.FEATURE_FLAGS).flags.sso_login) return undefined;
  const issuer = env.SSO_ISSUER?.trim();
  const clientId = env.SSO_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  return {
    issuer,
    clientId,
    authority: env.SSO_AUTHORITY?.trim() || issuer,
    jwksUrl: env.SSO_JWKS_URL?.trim() || undefined,
    domains: list(env.SSO_DOMAINS),
    users: list(env.SSO_USERS),
  };
}

/** Whether an address signs in through the provider: listed itself, or its domain is. */
export function isSsoAddress(settings: SsoSettings | undefined, email: string): boolean {
  if (!settings) return false;
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return address.includes('@') && (settings.users.includes(address) || settings.domains.includes(domain));
}
