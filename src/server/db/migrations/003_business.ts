import { sql, type Kysely } from 'kysely';

/**
 * Agency business records: licences (agency, agent, surplus), webhooks, tags and their use on accounts,
 * quotes and policies. Columns are snake_case here and camelCase in the API and in Kysely.
 *
 * quotes — one row per quote (spec 002 §3 "Quote"):
 *   id uuid, agency_id uuid (owning agency, not null), account_id uuid (the client account, not null),
 *   team_id uuid (the account's team, nullable), quote_number text (unique), product text (P100, P250, …),
 *   status text (spec 002 "Statuses": READY, REFERRED, BOUND, INVALID, DECLINED, DRAFT, TEMP, SIGNED, …),
 *   agency_status text, is_renewal boolean (business type renewal vs new business), is_surplus boolean,
 *   is_endorsement boolean, is_paid boolean, company_name text, customer_first_name / customer_last_name /
 *   customer_email text, agent_first_name / agent_last_name / agent_email / agent_phone text,
 *   agg_limit integer, "limit" integer, premium / total_premium / broker_fee / mga_fee / additional_broker_fee
 *   numeric(14,2) (read back as numbers through the API), effective_date / end_date / expires_on /
 *   need_by_date date, bound_on timestamptz, details jsonb (every other field of the spec: securityQuestions,
 *   additionalInsureds, quoteResponse, firmographicData, cowbellRiskFactors, initialRequestData…),
 *   created / modified timestamptz, version integer.
 *
 * policies — one row per policy (spec 002 §3 "Policy"):
 *   id uuid, agency_id uuid (not null), account_id uuid (not null), team_id uuid, quote_id uuid (nullable,
 *   the quote it was bound from), policy_number text (unique), quote_number text, product text,
 *   status text (IN FORCE, ISSUED, CANCEL REQUESTED, CANCEL PENDING, IN REINSTATEMENT PERIOD, CANCELLED,
 *   CANCEL TRANSACTION, FLAT CANCELLED, EXPIRED, RENEWED, VOID, BOUND…), is_open_for_renewal boolean,
 *   is_endorsement boolean, is_paid boolean, agency_billed boolean, company_name text, customer_first_name /
 *   customer_last_name / customer_email / customer_phone text, total_premium / broker_fee / mga_fee / commission
 *   numeric(14,2), effective_date / end_date date, details jsonb (firmographicData, cowbellRiskFactors,
 *   programs, revisions), created / modified timestamptz, version integer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const audit = <T extends { addColumn: (...args: any[]) => T }>(table: T): T =>
    table
      .addColumn('created', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('modified', 'timestamptz', (c: any) => c.notNull().defaultTo(sql`now()`))
      .addColumn('version', 'integer', (c: any) => c.notNull().defaultTo(1));
  const id = (c: any) => c.primaryKey().defaultTo(sql`gen_random_uuid()`);
  const agency = (c: any) => c.notNull().references('accounts.id').onDelete('cascade');

  await audit(
    db.schema
      .createTable('agency_licenses')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('npn', 'text')
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('expiration_date', 'date', (c) => c.notNull())
      .addColumn('active_resident_state', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('search_text', 'text', (c) =>
        c.generatedAlwaysAs(sql`lower(number || ' ' || state || ' ' || coalesce(npn, ''))`).stored(),
      ),
  ).execute();
  await db.schema.createIndex('agency_licenses_agency').on('agency_licenses').columns(['agency_id', 'state']).execute();

  await audit(
    db.schema
      .createTable('agent_licenses')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('agent_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('npn', 'text')
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('expiration_date', 'date', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) =>
        c.generatedAlwaysAs(sql`lower(number || ' ' || state || ' ' || coalesce(npn, ''))`).stored(),
      ),
  ).execute();
  await db.schema
    .createIndex('agent_licenses_agency')
    .on('agent_licenses')
    .columns(['agency_id', 'agent_id'])
    .execute();

  await audit(
    db.schema
      .createTable('surplus_licenses')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('broker_first_name', 'text', (c) => c.notNull())
      .addColumn('broker_last_name', 'text', (c) => c.notNull())
      .addColumn('broker_email', 'text', (c) => c.notNull())
      .addColumn('surplus_license_number', 'text', (c) => c.notNull())
      .addColumn('surplus_lines_state', 'text', (c) => c.notNull())
      .addColumn('signature_on_file', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('search_text', 'text', (c) =>
        c
          .generatedAlwaysAs(
            sql`lower(broker_first_name || ' ' || broker_last_name || ' ' || broker_email || ' ' || surplus_license_number)`,
          )
          .stored(),
      ),
  ).execute();
  await db.schema
    .createIndex('surplus_licenses_agency')
    .on('surplus_licenses')
    .columns(['agency_id', 'surplus_lines_state'])
    .execute();

  await audit(
    db.schema
      .createTable('webhooks')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('webhook_url', 'text')
      .addColumn('search_text', 'text', (c) =>
        c.generatedAlwaysAs(sql`lower(company_name || ' ' || coalesce(webhook_url, ''))`).stored(),
      ),
  ).execute();
  await db.schema.createIndex('webhooks_agency').on('webhooks').column('agency_id').execute();

  await audit(
    db.schema
      .createTable('tags')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(name)`).stored())
      .addUniqueConstraint('tags_agency_name', ['agency_id', 'name']),
  ).execute();

  // A tag selected on an account is one row; unselecting deletes it.
  await audit(
    db.schema
      .createTable('account_tags')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('tag_id', 'uuid', (c) => c.notNull().references('tags.id').onDelete('cascade'))
      .addUniqueConstraint('account_tags_pair', ['account_id', 'tag_id']),
  ).execute();

  await audit(
    db.schema
      .createTable('quotes')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('team_id', 'uuid')
      .addColumn('quote_number', 'text', (c) => c.notNull().unique())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('agency_status', 'text')
      .addColumn('is_renewal', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_surplus', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_endorsement', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('customer_first_name', 'text')
      .addColumn('customer_last_name', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('agent_first_name', 'text')
      .addColumn('agent_last_name', 'text')
      .addColumn('agent_email', 'text')
      .addColumn('agent_phone', 'text')
      .addColumn('agg_limit', 'integer')
      .addColumn('limit', 'integer')
      .addColumn('premium', 'numeric(14, 2)')
      .addColumn('total_premium', 'numeric(14, 2)')
      .addColumn('broker_fee', 'numeric(14, 2)')
      .addColumn('mga_fee', 'numeric(14, 2)')
      .addColumn('additional_broker_fee', 'numeric(14, 2)')
      .addColumn('effective_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('expires_on', 'date')
      .addColumn('need_by_date', 'date')
      .addColumn('bound_on', 'timestamptz')
      .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('search_text', 'text', (c) =>
        c
          .generatedAlwaysAs(
            sql`lower(quote_number || ' ' || company_name || ' ' || product || ' ' || coalesce(customer_email, ''))`,
          )
          .stored(),
      ),
  ).execute();
  await sql`create index quotes_search_trgm on quotes using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('quotes_agency_modified').on('quotes').columns(['agency_id', 'modified']).execute();
  await db.schema.createIndex('quotes_account').on('quotes').column('account_id').execute();
  await db.schema.createIndex('quotes_status').on('quotes').column('status').execute();

  await audit(
    db.schema
      .createTable('policies')
      .addColumn('id', 'uuid', id)
      .addColumn('agency_id', 'uuid', agency)
      .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('team_id', 'uuid')
      .addColumn('quote_id', 'uuid', (c) => c.references('quotes.id').onDelete('set null'))
      .addColumn('policy_number', 'text', (c) => c.notNull().unique())
      .addColumn('quote_number', 'text')
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('is_open_for_renewal', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_endorsement', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_paid', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('agency_billed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('company_name', 'text', (c) => c.notNull())
      .addColumn('customer_first_name', 'text')
      .addColumn('customer_last_name', 'text')
      .addColumn('customer_email', 'text')
      .addColumn('customer_phone', 'text')
      .addColumn('total_premium', 'numeric(14, 2)')
      .addColumn('broker_fee', 'numeric(14, 2)')
      .addColumn('mga_fee', 'numeric(14, 2)')
      .addColumn('commission', 'numeric(14, 2)')
      .addColumn('effective_date', 'date')
      .addColumn('end_date', 'date')
      .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('search_text', 'text', (c) =>
        c
          .generatedAlwaysAs(
            sql`lower(policy_number || ' ' || company_name || ' ' || product || ' ' || coalesce(quote_number, ''))`,
          )
          .stored(),
      ),
  ).execute();
  await sql`create index policies_search_trgm on policies using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('policies_agency_end').on('policies').columns(['agency_id', 'end_date']).execute();
  await db.schema.createIndex('policies_account').on('policies').column('account_id').execute();
  await db.schema.createIndex('policies_status').on('policies').column('status').execute();
}

export async function down(): Promise<void> {
  throw new Error('The business migration cannot be reverted.');
}
