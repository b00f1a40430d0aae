import { destinationPolicy, type DestinationPolicy } from './destinationGuard';

/**
 * The delivery worker's timing, from the environment (defaults in brackets):
 *   WEBHOOK_POLL_MS [1000]          how often the queue is looked at
 *   WEBHOOK_RETRY_BASE_MS [10000]   first retry delay; each further one doubles it
 *   WEBHOOK_RETRY_MAX_MS [3600000]  the longest delay between two attempts
 *   WEBHOOK_MAX_ATTEMPTS [15]       attempts before a delivery is FAILED (about a day with the defaults)
 *   WEBHOOK_TIMEOUT_MS [10000]      how long one POST may take
 *   WEBHOOK_MAX_IN_FLIGHT [64]      sends under way at once in one server process
 *   WEBHOOK_PER_WEBHOOK [8]         sends under way at once to one webhook, across every instance
 *   WEBHOOK_DELIVERY=off            no worker in this process (another instance delivers)
 *   WEBHOOK_RETENTION_DAYS [30]     delivered rows older than this are pruned from the log
 *   WEBHOOK_PRUNE_INTERVAL_MS [3600000]  how often the pruning runs (with the worker)
 *   WEBHOOK_ALLOW_PRIVATE_NETWORKS, WEBHOOK_ALLOWED_HOSTS  see destinationGuard.ts
 */
export interface DeliverySettings {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  timeoutMs: number;
  maxInFlight: number;
  perWebhook: number;
  enabled: boolean;
  retentionDays: number;
  pruneIntervalMs: number;
  destinations: DestinationPolicy;
}

const number = (value: string | undefined, fallback: number) =>
  value && Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback;

export function deliverySettings(env: NodeJS.ProcessEnv = process.env): DeliverySettings {
  return {
    pollMs: number(env.WEBHOOK_POLL_MS, 1000),
    retryBaseMs: number(env.WEBHOOK_RETRY_BASE_MS, 10_000),
    retryMaxMs: number(env.WEBHOOK_RETRY_MAX_MS, 3_600_000),
    maxAttempts: number(env.WEBHOOK_MAX_ATTEMPTS, 15),
    timeoutMs: number(env.WEBHOOK_TIMEOUT_MS, 10_000),
    maxInFlight: number(env.WEBHOOK_MAX_IN_FLIGHT, 64),
    perWebhook: number(env.WEBHOOK_PER_WEBHOOK, 8),
    enabled: env.WEBHOOK_DELIVERY !== 'off',
    retentionDays: number(env.WEBHOOK_RETENTION_DAYS, 30),
    pruneIntervalMs: number(env.WEBHOOK_PRUNE_INTERVAL_MS, 3_600_000),
    destinations: destinationPolicy(env),
  };
}

/** Exponential back-off: the delay after the `attempts`-th failed attempt (1, 2, …), capped. */
export const retryDelayMs = (
  settings: Pick<DeliverySettings, 'retryBaseMs' | 'retryMaxMs'>,
  attempts: number,
): number => Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
