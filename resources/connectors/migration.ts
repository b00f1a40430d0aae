import { sql, type Kysely } from 'kysely';

/**
 * connector_connections — a client account's connection to one of its security tools (spec 001 §3): the
 * connector type, the connection's id at the connector service (`connector_id`), its status, provider, cbid,
 * metadata (azureTenantId, region…), the credentials sealed with AES-256-GCM (`credentials_sealed`, never
 * selected by the API's rows), and, while an OAuth connection waits for its callback, the SHA-256 of its state
 * and when that state expires.
 *
 * connector_consents — the privacy consent per client account (who agreed, when).
 *
 * Indexes, one per list filter (each with the default order, newest first): the account (the client-record
 * rule's semi-join and `account/{accountId}`), type, status, created; connector id unique; the pending state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('connector_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('connector_type', 'text', (c) => c.notNull())
    .addColumn('connector_id', 'text', (c) => c.notNull().unique())
    .addColumn('connector_status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('cbid', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('credentials_sealed', 'text')
    .addColumn('oauth_state_hash', 'text')
    .addColumn('oauth_state_expires', 'timestamptz')
    .addColumn('connected_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('connector_consents')
    .addColumn('account_id', 'uuid', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('agreed_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('agreed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const indexes = [
    sql`create index connector_connections_created on connector_connections (created desc, id)`,
    sql`create index connector_connections_account on connector_connections (account_id, created desc, id)`,
    sql`create index connector_connections_type on connector_connections (connector_type, created desc, id)`,
    sql`create index connector_connections_status on connector_connections (connector_status, created desc, id)`,
    sql`create index connector_connections_state on connector_connections (oauth_state_hash) where oauth_state_hash is not null`,
  ];
  for (const statement of indexes) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('connector_consents').execute();
  await db.schema.dropTable('connector_connections').execute();
}
