import { sql, type Kysely } from 'kysely';

/**
 * webhook_deliveries — the durable queue of webhook events (an outbox in the database, so it survives a restart
 * and works the same on PGlite and PostgreSQL), and the delivery log the console shows per webhook.
 *   seq bigserial (queue order), id uuid (the delivery, sent as X-Webhook-Id: the same on every retry, for receivers to drop repeats),
 *   webhook_id uuid (removed with its webhook), event_type text, record_key text (`resource:recordId`: deliveries
 *   of one record to one webhook go in seq order), body text (the exact JSON signed and sent), status text
 *   (PENDING, DELIVERED, FAILED after the last attempt), attempts int, next_attempt_at timestamptz,
 *   locked_until timestamptz (a worker's lease while it sends), last_status_code int, last_error text,
 *   delivered_at timestamptz, created timestamptz.
 * Indexes: the due pending deliveries (partial, by next attempt), the per-record order check, the log per webhook.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('seq', 'bigserial', (c) => c.primaryKey())
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .addColumn('webhook_id', 'uuid', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('record_key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, seq) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index webhook_deliveries_record_order on webhook_deliveries (webhook_id, record_key, seq) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index webhook_deliveries_log on webhook_deliveries (webhook_id, seq desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
}
