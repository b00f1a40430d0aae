/**
 * `GET request-tracking/{msgId}` (spec 001 §7 names the call only; the answer is decided here): the status
 * timeline of the message's thread, oldest first, from the thread's messages and their history:
 *
 * - RECEIVED  an incoming message (actor: its sender; time: received)
 * - ASSIGNED  an assignment (actor: who assigned; detail: the agency, team and agent ids it set)
 * - DRAFTED   a reply, forward or new message written in the console (actor: its writer)
 * - SENT      a message sent (actor: who sent it; time: sent)
 * - REPROCESSED a re-categorisation
 *
 * `status` is the last event's. Only messages the caller sees are read (the thread is one owner's).
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import type { ResourceStore } from '../../src/server/resources/resourceStore';
import { mailboxScope } from './scope';
import type { Database } from '../../src/server/db/tables';

type Row = Record<string, any>;

export interface TrackingEvent {
  event: 'RECEIVED' | 'ASSIGNED' | 'DRAFTED' | 'SENT' | 'REPROCESSED';
  at: string;
  actor: string | null;
  msgId: string;
  subject: string;
  detail?: Record<string, unknown>;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

export async function requestTracking(db: Kysely<Database>, store: ResourceStore, principal: Principal, msgId: string) {
  const message = await store.get(principal, msgId);
  const threadId = String(message.threadId);
  const messages: Row[] = await db
    .selectFrom('mailboxMessages')
    .select(['id', 'subject', 'fromAddress', 'emailDirection', 'dateReceived', 'dateSent', 'created'])
    .where(mailboxScope(principal))
    .where('threadId', '=', threadId)
    .execute();
  const byId = new Map(messages.map((row) => [String(row.id), row]));
  const history: Row[] = messages.length
    ? await db
        .selectFrom('recordHistory')
        .select(['recordId', 'action', 'actorEmail', 'changes', 'created'])
        .where('resource', '=', store.resource.declaration.name)
        .where('recordId', 'in', [...byId.keys()])
        .execute()
    : [];
  const events: TrackingEvent[] = [];
  const sentByHistory = new Set<string>();
  for (const entry of history) {
    const row = byId.get(String(entry.recordId))!;
    const base = {
      at: iso(entry.created),
      actor: entry.actorEmail ?? null,
      msgId: String(row.id),
      subject: String(row.subject),
    };
    if (entry.action === 'assign') {
      const changes = (entry.changes ?? []) as { field: string; after: unknown }[];
      const detail = Object.fromEntries(
        changes.filter((c) => ['agencyId', 'teamId', 'agentUserId'].includes(c.field)).map((c) => [c.field, c.after]),
      );
      events.push({ event: 'ASSIGNED', ...base, detail });
    } else if (entry.action === 'send') {
      sentByHistory.add(base.msgId);
      events.push({ event: 'SENT', ...base });
    } else if (entry.action === 'reprocess') events.push({ event: 'REPROCESSED', ...base });
    else if (entry.action === 'create' && row.emailDirection !== 'INBOUND') events.push({ event: 'DRAFTED', ...base });
  }
  for (const row of messages) {
    const base = { actor: String(row.fromAddress || '') || null, msgId: String(row.id), subject: String(row.subject) };
    if (row.emailDirection === 'INBOUND') events.push({ event: 'RECEIVED', at: iso(row.dateReceived), ...base });
    // Sent before history was kept (the demo's seeded replies): the row's own send time.
    if (row.emailDirection === 'OUTBOUND' && !sentByHistory.has(base.msgId))
      events.push({ event: 'SENT', at: iso(row.dateSent ?? row.dateReceived), ...base });
  }
  const order = ['RECEIVED', 'ASSIGNED', 'DRAFTED', 'SENT', 'REPROCESSED'];
  events.sort((a, b) => a.at.localeCompare(b.at) || order.indexOf(a.event) - order.indexOf(b.event));
  return { msgId: message.id, threadId, status: events.at(-1)?.event ?? 'RECEIVED', events };
}
