/**
 * The delivery worker's timing, from the environment (defaults in brackets):
 *   WEBHOOK_POLL_MS [1000]          how often the queue is looked at
 *   WEBHOOK_RETRY_BASE_MS [10000]   first retry delay; each further one doubles it
 *   WEBHOOK_RETRY_MAX_MS [3600000]  the longest delay between two attempts
 *   WEBHOOK_MAX_ATTEMPTS [15]       attempts before a delivery is FAILED (about a day with the defaults)
 *   WEBHOOK_TIMEOUT_MS [10000]      how long one POST may take
 *   WEBHOOK_DELIVERY=off            no worker in this process (another instance delivers)
 */
export interface DeliverySettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  timeoutMs: number;
  enabled: boolean;
}

const number = (value: string | undefined, fallback: number) => (value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);

export function deliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  return {
    pollMs: number(env.WEBHOOK_POLL_MS, 1000),
    retryBaseMs: number(env.WEBHOOK_RETRY_BASE_MS, 10_000),
    retryMaxMs: number(env.WEBHOOK_RETRY_MAX_MS, 3_600_000),
    maxAttempts: number(env.WEBHOOK_MAX_ATTEMPTS, 15),
    timeoutMs: number(env.WEBHOOK_TIMEOUT_MS, 10_000),
    enabled: env.WEBHOOK_DELIVERY !== 'off',
  };
}

/** Exponential back-off: the delay after the `attempts`-th failed attempt (1, 2, …), capped. */
export const retryDelayMs = (settings: Pick<DeliverySettings, 'retryBaseMs' | 'retryMaxMs'>, attempts: number): number =>
  Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
