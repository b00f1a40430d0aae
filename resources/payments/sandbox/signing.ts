/**
 * The sandbox's signed strings: tokens, session keys and callback signatures are HMAC-SHA256 over a small JSON
 * payload, so the sandbox keeps nothing (no card, no token table) and nobody can forge one. The secret is
 * PAYMENT_SANDBOX_SECRET, or a random one per process (tokens then die with the process, as test-mode tokens
 * may).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export class SandboxSigner {
  private readonly secret: Buffer;

  constructor(secret: string | undefined = process.env.PAYMENT_SANDBOX_SECRET) {
    this.secret = secret ? Buffer.from(secret) : randomBytes(32);
  }

  mac(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }

  /** `prefix` + base64url(JSON) + '.' + mac. */
  sign(prefix: string, payload: Record<string, unknown>): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${prefix}${body}.${this.mac(prefix + body)}`;
  }

  /** The payload of a string this signer made with `prefix`, unexpired; undefined otherwise. */
  open<T extends { exp: number }>(prefix: string, signed: unknown, now = Date.now()): T | undefined {
    if (typeof signed !== 'string' || !signed.startsWith(prefix)) return undefined;
    const [body, mac] = signed.slice(prefix.length).split('.');
    if (!body || !mac || !this.same(mac, this.mac(prefix + body))) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
      return typeof payload.exp === 'number' && payload.exp > now ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  same(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }
}
