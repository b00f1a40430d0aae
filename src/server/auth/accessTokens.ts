import { jwtVerify, SignJWT } from 'jose';
import { VerifiedTokens } from './verifiedTokens';

/** Access token claims (spec 000 §3): user, account, account type, subscriber type, token type, realm. */
export interface AccessClaims {
  sub: string;
  acc: string;
  accType: string;
  subType: string;
  realm: 'ACCOUNT' | 'TEAM';
  /** The staff user who jumped into this session (absent on a user's own session). */
  act?: string;
  typ: 'access';
  exp?: number;
}

const ISSUER = 'adaptive-platform';

export class AccessTokens {
  /**
   * The HMAC key, imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify (on
   * every request; see docs/benchmarks/README.md "Benchmarks").
   */
  private readonly key: Promise<CryptoKey>;
  private readonly verified = new VerifiedTokens<AccessClaims>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: Omit<AccessClaims, 'typ'>): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(await this.key);
  }

  /** Resolves with the claims of a valid, unexpired access token; rejects otherwise. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, await this.key, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not an access token');
    const claims = Object.freeze(payload) as unknown as AccessClaims;
    this.verified.remember(token, claims);
    return claims;
  }
}
