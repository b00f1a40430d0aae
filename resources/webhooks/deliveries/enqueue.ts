import type { Kysely } from 'kysely';
import type { PlatformEvent } from '../../../src/server/events/platformEvents';
import type { Database } from '../../../src/server/db/tables';

/** The events an agency's webhooks hear; any other platform event is not sent. */
export const WEBHOOK_EVENTS = [
  'quote.created',
  'quote.released',
  'quote.bound',
  'policy.issued',
  'policy.cancelled',
  'payment.settled',
  'claim.filed',
] as const;

/** The agency an event belongs to: the one it names, else its client account's. */
async function agencyOf(trx: Kysely<Database>, event: PlatformEvent): Promise<string | undefined> {
  if (event.agencyId) return event.agencyId;
  if (!event.accountId) return undefined;
  const account = await trx
    .selectFrom('accounts')
    .select('agencyId')
    .where('id', '=', event.accountId)
    .executeTakeFirst();
  return account?.agencyId ?? undefined;
}

/** The JSON a receiver gets: the event's id, type, time and the record as the API shows it. */
export const deliveryBody = (eventId: string, event: PlatformEvent, occurredAt: Date): string =>
  JSON.stringify({
    id: eventId,
    type: event.type,
    occurredAt: occurredAt.toISOString(),
    resource: event.resource,
    recordId: event.recordId,
    data: event.data,
  });

/**
 * The platform-event subscriber: one queued delivery per webhook (with a URL) of the event's agency, written in
 * the transaction that raised the event, so a rolled-back write sends nothing and a committed one is never lost.
 */
export async function enqueueDeliveries(trx: Kysely<Database>, event: PlatformEvent): Promise<void> {
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event.type)) return;
  const agencyId = await agencyOf(trx, event);
  if (!agencyId) return;
  const hooks = await trx
    .selectFrom('webhooks')
    .select('id')
    .where('agencyId', '=', agencyId)
    .where('webhookUrl', 'is not', null)
    .execute();
  if (!hooks.length) return;
  const occurredAt = new Date();
  const eventId = crypto.randomUUID();
  const body = deliveryBody(eventId, event, occurredAt);
  // raw write: enqueues the deliveries (lint:sql allow-list, webhook delivery queue)
  await trx
    .insertInto('webhookDeliveries')
    .values(
      hooks.map((hook) => ({
        webhookId: hook.id,
        eventType: event.type,
        recordKey: `${event.resource}:${event.recordId}`,
        body,
      })),
    )
    .execute();
}
