import { sql, type Kysely } from 'kysely';

/**
 * account_imports — one bulk upload of client accounts (spec 001 §2 "bulk upload"), run as a server job:
 *   id uuid, organisation_id uuid (the uploader's organisation: who may see the job), user_id uuid (the uploader),
 *   claims jsonb (the session it was uploaded in: user, organisation, realm, acting-as; the job acts as it),
 *   agency_id uuid (staff: the agency the accounts go to), file_name text, file bytea (the upload, kept until the
 *   job ends so a restarted server reads it again), header jsonb (the file's column names, in order), tags jsonb (names), red_accounts boolean,
 *   status text (QUEUED, RUNNING, DONE, FAILED), total_rows, processed_rows, imported_rows, invalid_rows int,
 *   runner text + lease_until timestamptz (the server working on it; another may take over once the lease ends),
 *   failure text, created, modified, finished timestamptz.
 * account_import_rows — the rows a job refused: job_id, row_number (the file's line, header = 1), cells jsonb
 *   (the row's cells as uploaded, in the header's order), errors jsonb ([{field, column, detail}]); key (job_id, row_number), so a
 *   batch done again after a restart cannot add a row twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_imports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organisation_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('claims', 'jsonb', (c) => c.notNull())
    .addColumn('agency_id', 'uuid', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file', 'bytea')
    .addColumn('header', 'jsonb', (c) => c.notNull())
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('red_accounts', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('QUEUED'))
    .addColumn('total_rows', 'integer', (c) => c.notNull())
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('runner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .addColumn('failure', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished', 'timestamptz')
    .execute();
  // The runner's poll: the unfinished jobs only.
  await sql`create index account_imports_unfinished on account_imports (created) where status in ('QUEUED', 'RUNNING')`.execute(
    db,
  );
  // An organisation's uploads, newest first.
  await sql`create index account_imports_organisation on account_imports (organisation_id, created desc)`.execute(db);
  await db.schema
    .createTable('account_import_rows')
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('account_imports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('errors', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_import_rows_pkey', ['job_id', 'row_number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_import_rows').execute();
  await db.schema.dropTable('account_imports').execute();
}
