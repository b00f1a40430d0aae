import { sql, type Kysely } from 'kysely';

/**
 * claim_files — the claims-management files (spec 001 §3, §7 `/api/claimsmgmt/v1`): one loss of a client
 * account, usually under one of its policies, optionally linked to the first-notice claim it came from
 * (`claim_id`, set by attach-claim). `has_claim_number` is generated so the claims badge (files without a claim
 * number in the last 5 years) is a plain indexed filter.
 *
 * claim_file_items — what a file holds beside itself: reserves, invoices, tasks, notes and diaries, one row
 * each (`kind`), their fields in `data`.
 *
 * Indexes, one per list filter the declaration allows (each with the default order, reported date): the
 * account (the client-record rule's semi-join and the loss run), status, severity, incident type, litigation
 * status, handler, policy, the linked claim, the badge (no claim number, by reported date), created, and the
 * trigram index behind `search=*term*`; the items by file and kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claim_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('policy_id', 'uuid', (c) => c.references('policies.id').onDelete('set null'))
    .addColumn('claim_id', 'uuid', (c) => c.references('claims.id').onDelete('set null'))
    .addColumn('claim_number', 'text')
    .addColumn('has_claim_number', 'boolean', (c) => c.generatedAlwaysAs(sql`claim_number is not null`).stored())
    .addColumn('incident_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('severity', 'text', (c) => c.notNull().defaultTo('LOW'))
    .addColumn('litigation_status', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('reported_date', 'date', (c) => c.notNull())
    .addColumn('incident_date', 'date')
    .addColumn('closed_date', 'date')
    .addColumn('is_there_another_claim', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('handler_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(coalesce(claim_number, '') || ' ' || description)`).stored(),
    )
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('claim_file_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('claim_file_id', 'uuid', (c) => c.notNull().references('claim_files.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const indexes = [
    sql`create index claim_files_reported on claim_files (reported_date desc, id)`,
    sql`create index claim_files_account on claim_files (account_id, reported_date desc, id)`,
    sql`create index claim_files_status on claim_files (status, reported_date desc, id)`,
    sql`create index claim_files_severity on claim_files (severity, reported_date desc, id)`,
    sql`create index claim_files_incident_type on claim_files (incident_type, reported_date desc, id)`,
    sql`create index claim_files_litigation on claim_files (litigation_status, reported_date desc, id)`,
    sql`create index claim_files_handler on claim_files (handler_id, reported_date desc, id)`,
    sql`create index claim_files_policy on claim_files (policy_id)`,
    sql`create index claim_files_claim on claim_files (claim_id)`,
    sql`create index claim_files_badge on claim_files (has_claim_number, reported_date desc, id)`,
    sql`create index claim_files_created on claim_files (created desc, id)`,
    sql`create index claim_files_search_trgm on claim_files using gin (search_text gin_trgm_ops)`,
    sql`create index claim_file_items_file on claim_file_items (claim_file_id, kind, created)`,
  ];
  for (const statement of indexes) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claim_file_items').execute();
  await db.schema.dropTable('claim_files').execute();
}
