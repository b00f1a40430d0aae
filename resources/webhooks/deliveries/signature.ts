import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a receiver knows a delivery is ours: `X-Webhook-Signature: v1=<hex>`, the HMAC-SHA256 of
 * `<X-Webhook-Timestamp>.<raw body>` keyed with the webhook's client secret. The timestamp is Unix seconds;
 * a receiver should refuse one too far from its clock (replays).
 */
export const WEBHOOK_HEADERS = {
  id: 'x-webhook-id',
  event: 'x-webhook-event',
  timestamp: 'x-webhook-timestamp',
  signature: 'x-webhook-signature',
  clientId: 'x-webhook-client-id',
} as const;

export const signatureOf = (secret: string, timestamp: string, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** What a receiver does (and the tests): recompute and compare in constant time. */
export function isSignedBy(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
