import { sql, type Kysely } from 'kysely';

/**
 * submissions — one row per submission (spec 002 §3 "Submission"):
 *   id uuid, account_id uuid (the client account, not null; its agency and team scope the row),
 *   agency_id uuid (the client's agency, not null), submission_number text (unique), msg_id text,
 *   status text (readyToQuote, incomplete, quoted, referred, nonRenewed, needsApplication, lost, renewed, bound,
 *   uwEscalation, migrated, declined), operational_status text, assignee uuid (a user of the agency),
 *   confidence_scores jsonb, expiry_date date, is_renewal boolean, quoted_premium numeric(14,2),
 *   declination_reason / declination_reason_description / fill_in_declination_reason text (set by decline),
 *   lost_reason / lost_reason_description / fill_in_lost_reason text (set by lost),
 *   created / modified timestamptz, version integer, search_text (generated, trigram-indexed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('agency_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('submission_number', 'text', (c) => c.notNull().unique())
    .addColumn('msg_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('operational_status', 'text')
    .addColumn('assignee', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confidence_scores', 'jsonb')
    .addColumn('expiry_date', 'date')
    .addColumn('is_renewal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('quoted_premium', 'numeric(14, 2)')
    .addColumn('declination_reason', 'text')
    .addColumn('declination_reason_description', 'text')
    .addColumn('fill_in_declination_reason', 'text')
    .addColumn('lost_reason', 'text')
    .addColumn('lost_reason_description', 'text')
    .addColumn('fill_in_lost_reason', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (c) =>
      c
        .generatedAlwaysAs(
          sql`lower(submission_number || ' ' || status || ' ' || coalesce(msg_id, '') || ' ' || coalesce(operational_status, ''))`,
        )
        .stored(),
    )
    .execute();
  await sql`create index submissions_search_trgm on submissions using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('submissions_account').on('submissions').column('account_id').execute();
  await db.schema
    .createIndex('submissions_agency_modified')
    .on('submissions')
    .columns(['agency_id', 'modified'])
    .execute();
  await db.schema.createIndex('submissions_status').on('submissions').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('submissions').execute();
}
