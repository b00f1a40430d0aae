import { sql, type Kysely } from 'kysely';

/**
 * API keys (spec 001 §3 "API key", §7 `/api/auth/v1/api`) and the record of every call made with one
 * (`/api/apiactivity/v1`). Core tables: the authentication hook reads `api_keys` on every keyed request.
 *
 * api_keys: id uuid, account_id uuid (the organisation the key acts for), user_id uuid (who made it: the key has
 *   that user's role, permissions and teams), name text, secret_hash text (SHA-256 of the secret, unique: the
 *   one lookup of a keyed request; the secret itself is never stored), secret_hint text (its last 4 characters),
 *   regenerated timestamptz, created, modified, version. Index: the organisation's keys.
 * api_activity: id uuid, key_id uuid (set null when the key is deleted; key_name keeps its name), account_id uuid,
 *   user_id uuid, method text, path text (without the query), status_code int, duration_ms int, created
 *   timestamptz. Indexes: the organisation's calls by time (search, graph, stats) and one key's by time (its
 *   last use).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('regenerated', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('api_keys_account_created').on('api_keys').columns(['account_id', 'created']).execute();
  await db.schema
    .createTable('api_activity')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('key_id', 'uuid', (c) => c.references('api_keys.id').onDelete('set null'))
    .addColumn('key_name', 'text', (c) => c.notNull())
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index api_activity_account_created on api_activity (account_id, created desc)`.execute(db);
  await sql`create index api_activity_key_created on api_activity (key_id, created desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_activity').execute();
  await db.schema.dropTable('api_keys').execute();
}
