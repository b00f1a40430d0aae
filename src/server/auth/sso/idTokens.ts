import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SsoSettings } from './ssoSettings';

/** Signature algorithms an identity provider may sign with; a shared secret (HS*) is never accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export interface VerifiedIdToken {
  payload: JWTPayload;
  email: string;
}

/**
 * Checks identity provider id tokens: signature by a key of the provider's JWKS, issuer, audience (the
 * console's client id), expiry and, when the caller sent one, the nonce. The JWKS location is read once from
 * the issuer's discovery document; jose caches the keys and refetches on an unknown key id.
 */
export class IdTokenVerifier {
  private keys?: Promise<ReturnType<typeof createRemoteJWKSet>>;

  constructor(private readonly settings: SsoSettings) {}

  private keySet() {
    if (!this.keys) {
      this.keys = this.jwksUrl().then((url) => createRemoteJWKSet(new URL(url)));
      // A provider that was down at the first sign-in is asked again at the next one.
      this.keys.catch(() => (this.keys = undefined));
    }
    return this.keys;
  }

  private async jwksUrl(): Promise<string> {
    if (this.settings.jwksUrl) return this.settings.jwksUrl;
    const response = await fetch(`${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`the identity provider's discovery document answered ${response.status}`);
    const discovery = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (discovery.issuer !== this.settings.issuer || !discovery.jwks_uri)
      throw new Error('the discovery document does not match SSO_ISSUER');
    return discovery.jwks_uri;
  }

  /** Resolves with the token's claims and e-mail address; rejects for any token that fails a check. */
  async verify(idToken: string, nonce?: string): Promise<VerifiedIdToken> {
    const { payload } = await jwtVerify(idToken, await this.keySet(), {
      issuer: this.settings.issuer,
      audience: this.settings.clientId,
      algorithms: ALGORITHMS,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw new Error('the nonce does not match');
    if (payload.email_verified === false) throw new Error('the provider has not verified the e-mail address');
    const email =
      typeof payload.email === 'string'
        ? payload.email
        : typeof payload.preferred_username === 'string'
          ? payload.preferred_username
          : '';
    if (!email.includes('@')) throw new Error('the id token names no e-mail address');
    return { payload, email };
  }
}
