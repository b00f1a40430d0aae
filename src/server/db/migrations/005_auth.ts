import { sql, type Kysely } from 'kysely';

/**
 * Sign-in beyond the password: second factors, one-time links (reset, invitation, validation, MFA reset),
 * the outbox of messages that leave the system, and the throttle counters every instance shares.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_expires_at', 'timestamptz')
    .addColumn('mfa_secret', 'text')
    .addColumn('mfa_pending_secret', 'text')
    // The last TOTP time step accepted: a code of that step or an earlier one is a replay.
    .addColumn('mfa_last_step', 'bigint')
    .execute();

  // A jumped-in session keeps acting in the entered account across refreshes.
  await db.schema.alterTable('refresh_tokens').addColumn('acting_as', 'jsonb').execute();

  await db.schema
    .createTable('auth_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('one_time_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('one_time_codes_user').on('one_time_codes').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('delivery_error', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_recipient_created').on('outbox').columns(['recipient', 'created']).execute();

  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The auth migration cannot be reverted.');
}
