import type { Kysely } from 'kysely';
import type { ApiRecord } from '../../shared/api/types';
import type { Database } from '../db/tables';

/**
 * Something that happened to a record (`quote.bound`, `policy.cancelled`…), raised inside the transaction of the
 * write that made it happen, so it is kept exactly when that write commits. Resources declare which of their
 * writes raise which events (`emits` on an action or on the server half); a resource's routes may raise their own
 * through `ResourceContext.emit`, and subscribe through `ResourceContext.onEvent` (webhooks queue deliveries).
 */
export interface PlatformEvent {
  /** `noun.verb`, e.g. `quote.bound`. */
  type: string;
  /** The resource the record belongs to, e.g. `quotes`. */
  resource: string;
  recordId: string;
  /** The agency the record belongs to, if it names one; else the agency of `accountId` is meant. */
  agencyId?: string | null;
  /** The client account the record belongs to, if any. */
  accountId?: string | null;
  /** The record as the API shows it, after the write. */
  data: ApiRecord;
}

/** Runs in the raising write's transaction: what it writes is kept or lost with that write. */
export type EventSubscriber = (trx: Kysely<Database>, event: PlatformEvent) => Promise<void>;

/** The subscribers of one server; `emit` calls each in turn, in the caller's transaction. */
export class PlatformEvents {
  private readonly subscribers: EventSubscriber[] = [];

  readonly subscribe = (subscriber: EventSubscriber): void => {
    this.subscribers.push(subscriber);
  };

  readonly emit = async (trx: Kysely<Database>, event: PlatformEvent): Promise<void> => {
    for (const subscriber of this.subscribers) await subscriber(trx, event);
  };
}

/** The event of a record's write, its agency and account read from the record's own fields. */
export function recordEvent(type: string, resource: string, record: ApiRecord): PlatformEvent {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    type,
    resource,
    recordId: String(record.id),
    agencyId: text(record.agencyId),
    accountId: text(record.accountId),
    data: record,
  };
}
