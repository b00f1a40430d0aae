/**
 * A local OpenID Connect provider for the single sign-on journey: oidc-provider on https://localhost with a
 * self-signed certificate made for this run (openssl, in a temporary folder removed on close), one public SPA
 * client (PKCE, code flow) redirecting to the console's /login, accounts keyed by e-mail, and the package's
 * development sign-in page (any password) with consent granted without asking.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type OidcContext } from 'oidc-provider';
import { freePort } from '../../support/freePort';

export const SSO_CLIENT_ID = 'adaptive-console-e2e';
const SCOPE = 'openid profile email offline_access';

export interface LocalOidcProvider {
  issuer: string;
  /** The certificate's PEM file, for NODE_EXTRA_CA_CERTS of a Node process that calls the provider. */
  certificateFile: string;
  /** Starts answering, for a console at `consoleUrl`; `accounts` are the e-mail addresses that may sign in. */
  listen(options: { consoleUrl: string; accounts: readonly string[] }): Promise<void>;
  close(): Promise<void>;
}

/** A key and certificate for localhost, valid one day; never stored beyond the run. */
function selfSignedCertificate(folder: string): { keyFile: string; certificateFile: string } {
  const keyFile = path.join(folder, 'localhost.key');
  const certificateFile = path.join(folder, 'localhost.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certificateFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { keyFile, certificateFile };
}

/**
 * The issuer address and certificate come first, so the console server can be started with them; the
 * provider answers once `listen` knows the console's address (its client's redirect URI).
 */
export async function createOidcProvider(): Promise<LocalOidcProvider> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'oidc-e2e-'));
  const { keyFile, certificateFile } = selfSignedCertificate(folder);
  const issuer = `https://localhost:${await freePort()}`;
  let server: https.Server | undefined;
  return {
    issuer,
    certificateFile,
    async listen(options) {
      server = https.createServer(
        { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certificateFile) },
        (await createProvider(issuer, options)).callback(),
      );
      await new Promise<void>((resolve) => server?.listen(Number(new URL(issuer).port), '127.0.0.1', resolve));
    },
    close: async () => {
      if (server?.listening) await new Promise<void>((resolve) => server?.close(() => resolve()));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The typed login of the development sign-in page is the account id: one of `accounts`. */
async function createProvider(
  issuer: string,
  options: { consoleUrl: string; accounts: readonly string[] },
): Promise<Provider> {
  const signingKey = await generateKeyPair('RS256', { extractable: true });
  const accounts = new Set(options.accounts.map((email) => email.toLowerCase()));
  const consoleOrigin = new URL(options.consoleUrl).origin;

  return new Provider(issuer, {
    clients: [
      {
        client_id: SSO_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        redirect_uris: [`${consoleOrigin}/login`],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(signingKey.privateKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The e-mail goes into the id token itself (by default a code flow gets it only from userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 3600, Session: 3600 },
    async findAccount(_ctx, id) {
      const email = id.toLowerCase();
      if (!accounts.has(email)) return undefined;
      return { accountId: email, claims: async () => ({ sub: email, email, email_verified: true, name: email }) };
    },
    // Consent is taken as given, so the journey shows only the sign-in page.
    async loadExistingGrant(ctx: OidcContext) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origin === consoleOrigin,
  });
}
