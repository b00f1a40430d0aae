import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 32-character client id or secret (spec 001 §5), letters and digits from a CSPRNG. */
export function webhookCredential(): string {
  // 248 is the largest multiple of 62 below 256: rejecting the rest keeps every character equally likely.
  let out = '';
  while (out.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && out.length < 32) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
