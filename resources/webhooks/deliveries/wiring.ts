import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceContext } from '../../../src/server/resources/resourceStore';
import { queuedDeliveries, WebhookDeliverer } from './deliverer';
import { enqueueDeliveries } from './enqueue';
import { registerDeliveryLog } from './logRoutes';
import { deliverySettings } from './settings';
import type { Database } from '../../../src/server/db/tables';

/**
 * Webhooks that fire: the platform's events become queued deliveries (in the raising write's transaction), a
 * worker started with the server sends them (in every instance, each delivery leased to one), the delivery log is
 * pruned once per cluster, and each webhook has its delivery log. The worker stops with the
 * server; whatever is still queued is sent by the next start.
 */
export function registerDeliveries(app: FastifyInstance, context: ResourceContext): void {
  context.onEvent(enqueueDeliveries);
  registerDeliveryLog(app, context.db as Kysely<Database>, context.store);
  const outcomes = context.metrics.counter('webhook_delivery_attempts_total', 'Webhook delivery attempts by outcome', [
    'outcome',
  ]);
  context.metrics.gauge(
    'webhook_deliveries_queued',
    'Webhook deliveries waiting to be sent (pending) or given up (failed)',
    ['status'],
    async () => {
      const queued = await queuedDeliveries(context.db as Kysely<Database>);
      return queued.map(({ status, count }) => ({ labels: { status: status.toLowerCase() }, value: count }));
    },
  );
  const settings = deliverySettings();
  const deliverer = new WebhookDeliverer(context.db as Kysely<Database>, settings, app.log, (outcome) =>
    outcomes.inc({ outcome }),
  );
  if (settings.enabled)
    context.cluster.every('webhook-delivery-prune', settings.pruneIntervalMs, () => deliverer.prune());
  app.addHook('onReady', async () => deliverer.start());
  app.addHook('onClose', async () => deliverer.stop());
}
