/**
 * Access tokens already verified by this process, so a session's every request does not pay the HMAC check again
 * (bench:api's profile: WebCrypto's verify was the largest cost of authentication). A token is only ever added
 * after its signature, issuer and type were checked; a hit is re-checked for expiry, so a cached token stops
 * working at the same second it would have without the cache. Bounded: the oldest entries go first.
 */
export class VerifiedTokens<Claims extends { exp?: number }> {
  private readonly entries = new Map<string, Claims>();

  constructor(private readonly capacity = 10_000) {}

  /** The claims of a token verified earlier and not yet expired. */
  get(token: string, nowSeconds = Date.now() / 1000): Claims | undefined {
    const claims = this.entries.get(token);
    if (!claims) return undefined;
    if (claims.exp === undefined || claims.exp <= nowSeconds) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: Claims): void {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, claims);
  }
}
