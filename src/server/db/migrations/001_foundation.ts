import { sql, type Kysely } from 'kysely';

/** Organisations (every account type in one table), users, roles, teams, refresh tokens, settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cbid', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
    .addColumn('agency_id', 'uuid', (c) => c.references('accounts.id').onDelete('restrict'))
    .addColumn('team_id', 'uuid')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('US'))
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('phone', 'text')
    .addColumn('policy_contact_first_name', 'text')
    .addColumn('policy_contact_last_name', 'text')
    .addColumn('policy_contact_email', 'text')
    .addColumn('policy_contact_phone', 'text')
    .addColumn('is_verified_by_agent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('profile_score', 'integer')
    .addColumn('hostname', 'text')
    .addColumn('search_text', 'text', (c) =>
      c.generatedAlwaysAs(sql`lower(name || ' ' || coalesce(city, '') || ' ' || coalesce(cbid, ''))`).stored(),
    )
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Substring search (search=*term*) stays fast at scale through a trigram index.
  await sql`create index accounts_search_trgm on accounts using gin (search_text gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('accounts_type_name').on('accounts').columns(['account_type', 'name']).execute();
  await db.schema.createIndex('accounts_agency_name').on('accounts').columns(['agency_id', 'name']).execute();
  await db.schema.createIndex('accounts_type_modified').on('accounts').columns(['account_type', 'modified']).execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('realm', 'text', (c) => c.notNull().defaultTo('ACCOUNT'))
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('roles_type_name', ['account_type', 'name'])
    .execute();

  await db.schema
    .createTable('teams')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('agency_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('role_id', 'uuid', (c) => c.notNull().references('roles.id'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('mfa_type', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('last_login', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_account').on('users').column('account_id').execute();

  await db.schema
    .createTable('user_teams')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('team_id', 'uuid', (c) => c.notNull().references('teams.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_teams_pk', ['user_id', 'team_id'])
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember_device', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('server_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The foundation migration cannot be reverted.');
}
