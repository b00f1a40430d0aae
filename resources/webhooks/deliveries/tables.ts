import type { Generated } from 'kysely';
import type { Timestamp, TimestampOrNull } from '../../../src/server/db/columnTypes';

/** The webhooks' delivery queue (migration.ts), added to `Database`. */
export interface WebhookDeliveriesTable {
  /** bigserial: the driver reads a string. */
  seq: Generated<string>;
  id: Generated<string>;
  webhookId: string;
  eventType: string;
  recordKey: string;
  body: string;
  status: Generated<string>;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp;
  lockedUntil: TimestampOrNull;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: TimestampOrNull;
  created: Generated<Date>;
}

declare module '../../../src/server/db/tables' {
  interface Database {
    webhookDeliveries: WebhookDeliveriesTable;
  }
}
