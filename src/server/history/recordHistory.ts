import type { Kysely } from 'kysely';
import type { FieldChange, HistoryEntry as ApiHistoryEntry } from '../../shared/api/history';
import type { Database } from '../db/tables';

export type HistoryAction = 'create' | 'update' | 'delete' | 'revert' | (string & {});

export interface HistoryEvent {
  /** Resource name as in its declaration (e.g. `accounts`), or another area's name for non-CRUD events. */
  resource: string;
  recordId: string;
  action: HistoryAction;
  actor: { userId: string | null; email: string | null };
  /** The staff user acting on behalf of `actor` (a jump-in), when there is one. */
  impersonatorUserId?: string | null;
  changes?: FieldChange[];
}

/** A history entry as the API answers it, before JSON turns its date into a string. */
export type HistoryEntry = ApiHistoryEntry<Date>;

/**
 * Writes one history row. Call it with the transaction that makes the change, so the change and its
 * history are kept or lost together.
 */
export async function recordHistoryEvent(trx: Kysely<Database>, event: HistoryEvent): Promise<string> {
  const row = await trx
    .insertInto('recordHistory')
    .values({
      resource: event.resource,
      recordId: event.recordId,
      action: event.action,
      actorUserId: event.actor.userId,
      actorEmail: event.actor.email,
      impersonatorUserId: event.impersonatorUserId ?? null,
      changes: JSON.stringify(event.changes ?? []),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes many history rows in one statement (a bulk create), in the transaction that makes the changes. */
export async function recordHistoryEvents(trx: Kysely<Database>, events: readonly HistoryEvent[]): Promise<void> {
  if (!events.length) return;
  await trx
    .insertInto('recordHistory')
    .values(
      events.map((event) => ({
        resource: event.resource,
        recordId: event.recordId,
        action: event.action,
        actorUserId: event.actor.userId,
        actorEmail: event.actor.email,
        impersonatorUserId: event.impersonatorUserId ?? null,
        changes: JSON.stringify(event.changes ?? []),
      })),
    )
    .execute();
}

/** Newest first: the order a reader of a record's history wants. */
export async function listHistory(db: Kysely<Database>, resource: string, recordId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('recordHistory')
    .leftJoin('users as impersonator', 'impersonator.id', 'recordHistory.impersonatorUserId')
    .selectAll('recordHistory')
    .select('impersonator.email as impersonatorEmail')
    .where('recordHistory.resource', '=', resource)
    .where('recordHistory.recordId', '=', recordId)
    .orderBy('recordHistory.created', 'desc')
    .orderBy('recordHistory.id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, changes: (row.changes ?? []) as FieldChange[] }));
}

export async function findHistoryEntry(
  db: Kysely<Database>,
  resource: string,
  recordId: string,
  historyId: string,
): Promise<HistoryEntry | undefined> {
  const row = await db
    .selectFrom('recordHistory')
    .selectAll()
    .where('resource', '=', resource)
    .where('recordId', '=', recordId)
    .where('id', '=', historyId)
    .executeTakeFirst();
  return row && { ...row, changes: (row.changes ?? []) as FieldChange[] };
}
