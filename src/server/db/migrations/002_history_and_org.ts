import { sql, type Kysely } from 'kysely';

/**
 * Record history for every resource, and the columns the organisation resources (agencies, users, roles,
 * teams) need beyond the foundation: agency-only fields on the shared accounts table, user profile flags,
 * and `modified`/`version` on roles and teams so they take part in optimistic concurrency like every record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_history')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // No foreign keys on the actors: history outlives the users it names.
    .addColumn('actor_user_id', 'uuid')
    .addColumn('actor_email', 'text')
    .addColumn('impersonator_user_id', 'uuid')
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema
    .createIndex('record_history_record')
    .on('record_history')
    .columns(['resource', 'record_id', 'created'])
    .execute();

  // Agencies are AGENCY rows of the accounts table; these columns stay null for every other account type.
  await db.schema
    .alterTable('accounts')
    .addColumn('description', 'text')
    .addColumn('npn', 'text')
    .addColumn('enforce_mfa', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('additional_broker_fee', 'double precision')
    .addColumn('location_alias', 'text')
    .addColumn('levels', 'jsonb')
    .addColumn('locations', 'jsonb')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('middle_name', 'text')
    .addColumn('npn', 'text')
    .addColumn('slack_handle', 'text')
    .addColumn('primary_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('billing_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  for (const table of ['roles', 'teams']) {
    await db.schema
      .alterTable(table)
      .addColumn('description', 'text')
      .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // Substring search (search=*term*) matches a lower-cased text, as on accounts.
  const searchText = [
    ['users', sql`lower(first_name || ' ' || last_name || ' ' || email)`],
    ['teams', sql`lower(name)`],
    ['roles', sql`lower(name)`],
  ] as const;
  for (const [table, expression] of searchText) {
    await db.schema
      .alterTable(table)
      .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(expression).stored())
      .execute();
  }
  await db.schema.createIndex('teams_agency').on('teams').columns(['agency_id', 'name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_history').execute();
}
