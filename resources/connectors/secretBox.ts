/**
 * Credentials at rest: AES-256-GCM, a fresh 12-byte IV per value, the tag kept beside the ciphertext
 * (`v1.` + base64url(iv | tag | ciphertext)). The key is CONNECTOR_SECRET_KEY (64 hex characters or base64 of 32
 * bytes; any other text is hashed with SHA-256 into a key). Without it the embedded demo uses a fixed development
 * key, DEV_CONNECTOR_SECRET below, which is public and therefore protects nothing: with NODE_ENV=production the
 * server refuses to store or read credentials without CONNECTOR_SECRET_KEY.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const DEV_CONNECTOR_SECRET = 'dev-only-connector-secret-not-for-production';

function keyFrom(secret: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(secret)) return Buffer.from(secret, 'hex');
  const decoded = Buffer.from(secret, 'base64');
  if (decoded.length === 32 && /^[A-Za-z0-9+/=_-]+$/.test(secret)) return decoded;
  return createHash('sha256').update(secret).digest();
}

export function connectorKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const secret = env.CONNECTOR_SECRET_KEY?.trim();
  if (secret) return keyFrom(secret);
  if (env.NODE_ENV === 'production')
    throw new Error('CONNECTOR_SECRET_KEY must be set to store connector credentials in production');
  return keyFrom(DEV_CONNECTOR_SECRET);
}

export function seal(plain: Record<string, unknown>, key: Buffer = connectorKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url')}`;
}

export function open(sealed: string, key: Buffer = connectorKey()): Record<string, unknown> {
  if (!sealed.startsWith('v1.')) throw new Error('Unknown credential format');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Record<
    string,
    unknown
  >;
}
