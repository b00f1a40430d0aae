/**
 * A minimal OpenID Connect identity provider for server tests: a discovery document and a JWKS on a local
 * HTTP port, and a signing key the test uses to make id tokens. `signIdToken` defaults to a valid token for
 * the client; each option spoils one part of it.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

export const TEST_CLIENT_ID = 'console-test-client';

export interface IdTokenOptions {
  email: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  nonce?: string;
  jti?: string | null;
  /** Signs with a key the provider does not publish. */
  foreignKey?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  signIdToken(options: IdTokenOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  const signing = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let issuer = '';
  const server = http.createServer((request, response) => {
    const body =
      request.url === '/.well-known/openid-configuration'
        ? { issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }
        : request.url === '/jwks'
          ? { keys: [jwk] }
          : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (claims: JWTPayload, key: CryptoKey, options: IdTokenOptions) => {
    const token = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? TEST_CLIENT_ID)
      .setSubject(`subject-of-${options.email}`)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 60 + Math.min(0, options.expiresIn ?? 0))
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 300));
    if (options.jti !== null) token.setJti(options.jti ?? randomUUID());
    return token.sign(key);
  };

  return {
    issuer,
    signIdToken: (options) =>
      sign(
        { email: options.email, email_verified: true, ...(options.nonce ? { nonce: options.nonce } : {}) },
        options.foreignKey ? foreign.privateKey : signing.privateKey,
        options,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
