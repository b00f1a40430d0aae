import { createHmac } from 'node:crypto';
import { deliverySettings, retryDelayMs } from './settings';
import { isSignedBy, signatureOf } from './signature';

describe('webhook delivery rules', () => {
  it('backs off exponentially from the base, capped', () => {
    const settings = { retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(settings, attempt))).toEqual([
      10_000, 20_000, 40_000, 80_000, 160_000,
    ]);
    expect(retryDelayMs(settings, 9)).toBe(2_560_000);
    expect(retryDelayMs(settings, 10)).toBe(3_600_000);
    expect(retryDelayMs(settings, 40)).toBe(3_600_000);
  });

  it('reads its timing from the environment, keeping the defaults for missing or bad values', () => {
    expect(deliverySettings({})).toEqual({
      pollMs: 1000,
      retryBaseMs: 10_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 15,
      timeoutMs: 10_000,
      maxInFlight: 64,
      perWebhook: 8,
      enabled: true,
      retentionDays: 30,
      pruneIntervalMs: 3_600_000,
      destinations: { allowPrivateNetworks: false, allowedHosts: new Set() },
    });
    expect(
      deliverySettings({
        WEBHOOK_POLL_MS: '250',
        WEBHOOK_MAX_ATTEMPTS: 'many',
        WEBHOOK_RETRY_BASE_MS: '-5',
        WEBHOOK_DELIVERY: 'off',
        WEBHOOK_PER_WEBHOOK: '2',
        WEBHOOK_MAX_IN_FLIGHT: '0',
      }),
    ).toMatchObject({
      pollMs: 250,
      perWebhook: 2,
      maxInFlight: 64,
      maxAttempts: 15,
      retryBaseMs: 10_000,
      enabled: false,
    });
  });

  it('signs "<timestamp>.<body>" with HMAC-SHA256 under the secret, as a receiver recomputes it', () => {
    const body = '{"type":"quote.bound"}';
    // Worked with node:crypto directly, as a receiver would.
    const expected = `v1=${createHmac('sha256', 'secret-1').update(`1700000000.${body}`).digest('hex')}`;
    expect(signatureOf('secret-1', '1700000000', body)).toBe(expected);
    expect(isSignedBy('secret-1', '1700000000', body, expected)).toBe(true);
    expect(isSignedBy('secret-2', '1700000000', body, expected)).toBe(false);
    expect(isSignedBy('secret-1', '1700000001', body, expected)).toBe(false);
    expect(isSignedBy('secret-1', '1700000000', `${body} `, expected)).toBe(false);
    expect(isSignedBy('secret-1', '1700000000', body, 'v1=short')).toBe(false);
  });
});
