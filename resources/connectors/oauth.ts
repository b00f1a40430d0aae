/**
 * OAuth for the Microsoft and Google connectors (spec 001 §7: "redirects the browser to that provider's consent
 * page, with client id, response type, redirect uri, scopes and state"). The authorization endpoints are the
 * providers' real ones; the client ids come from CONNECTOR_MICROSOFT_CLIENT_ID / CONNECTOR_GOOGLE_CLIENT_ID
 * (placeholders without them, which the providers would refuse). The state is 32 random bytes, stored as its
 * SHA-256 on the pending connection with a 15-minute expiry and spent once by the callback.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CONNECTOR_API } from './declaration';

export interface OAuthProvider {
  authorizationEndpoint: string;
  clientIdEnv: string;
  scopes: readonly string[];
  extra: Record<string, string>;
}

export const OAUTH_PROVIDERS: Readonly<Record<string, OAuthProvider>> = {
  MICROSOFT: {
    authorizationEndpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    clientIdEnv: 'CONNECTOR_MICROSOFT_CLIENT_ID',
    scopes: [
      'openid',
      'offline_access',
      'https://graph.microsoft.com/SecurityEvents.Read.All',
      'https://graph.microsoft.com/User.Read.All',
    ],
    extra: { response_mode: 'query', prompt: 'consent' },
  },
  GOOGLEWORKSPACE: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    clientIdEnv: 'CONNECTOR_GOOGLE_CLIENT_ID',
    scopes: [
      'openid',
      'https://www.googleapis.com/auth/admin.directory.user.readonly',
      'https://www.googleapis.com/auth/admin.reports.audit.readonly',
    ],
    extra: { access_type: 'offline', prompt: 'consent' },
  },
};

export const OAUTH_CALLBACK = `${CONNECTOR_API}/oauth/callback`;
export const STATE_LIFETIME_MS = 15 * 60_000;

export const clientIdOf = (connectorType: string, env: NodeJS.ProcessEnv = process.env) =>
  env[OAUTH_PROVIDERS[connectorType]!.clientIdEnv] || `dev-${connectorType.toLowerCase()}-client-id`;

export const redirectUriOf = (publicUrl: string) => `${publicUrl}${OAUTH_CALLBACK}`;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

export const newState = () => randomBytes(32).toString('base64url');

export function oauthMetadata(connectorType: string, publicUrl: string) {
  const provider = OAUTH_PROVIDERS[connectorType]!;
  return {
    connectorType,
    authorizationEndpoint: provider.authorizationEndpoint,
    clientId: clientIdOf(connectorType),
    responseType: 'code',
    redirectUri: redirectUriOf(publicUrl),
    scopes: provider.scopes,
  };
}

/** The consent page's address for one pending connection. */
export function authorizationUrl(connectorType: string, publicUrl: string, state: string): string {
  const provider = OAUTH_PROVIDERS[connectorType]!;
  const params = new URLSearchParams({
    client_id: clientIdOf(connectorType),
    response_type: 'code',
    redirect_uri: redirectUriOf(publicUrl),
    scope: provider.scopes.join(' '),
    state,
    ...provider.extra,
  });
  return `${provider.authorizationEndpoint}?${params}`;
}
