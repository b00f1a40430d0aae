import { sql, type Kysely } from 'kysely';

/**
 * Schema-driven forms. Claims keep their answers in one document beside the columns lists need; answers of
 * an account's forms (account details, questionnaires) are one row per account and form. Both remember the
 * schema id and version they were answered under, so an older record validates against its own version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('claim_number', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('UN_FILED'))
    .addColumn('is_filed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reporter_name', 'text')
    .addColumn('loss_date', 'text')
    .addColumn('schema_id', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(coalesce(reporter_name, '') || ' ' || coalesce(claim_number, ''))`).stored(),
    )
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create index claims_search_trgm on claims using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('claims_account_created').on('claims').columns(['account_id', 'created']).execute();
  await sql`create sequence claim_numbers start 100001`.execute(db);

  await db.schema
    .createTable('form_answers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('schema_id', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('form_answers_account_form', ['account_id', 'form'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_answers').execute();
  await sql`drop sequence claim_numbers`.execute(db);
  await db.schema.dropTable('claims').execute();
}
