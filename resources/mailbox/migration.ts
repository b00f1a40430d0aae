import { sql, type Kysely } from 'kysely';

/**
 * mailbox_messages — the shared mailbox (spec 001 §3). A thread is its first message (`thread_id = id`) and the
 * messages that reply to or forward one of its messages; `references` holds the ancestors' ids, oldest first.
 * The owner columns (agency_id: an agency or an MSSP; team_id: the agency's team; agent_user_id) are set by
 * assignment and copied to every message of the thread. `seen_by` and `labels` are jsonb lists.
 *
 * Indexes, one per list filter the declaration allows (each with the default order, date received):
 * the owner (agency, and agency + team for an agent), the direction (the drafts list and the draft stats),
 * the category, the thread (its messages and the root's child count), the client account (searchForAccount),
 * archived and starred flags (partial), and the trigram index behind `search=*term*`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('thread_id', 'uuid', (c) => c.notNull())
    .addColumn('reply_to_msg_id', 'uuid')
    .addColumn('references', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('internet_message_id', 'text')
    .addColumn('msg_category', 'text', (c) => c.notNull().defaultTo('SUBMISSION'))
    .addColumn('email_direction', 'text', (c) => c.notNull())
    .addColumn('email_type', 'text', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('to_addresses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cc_addresses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('seen_by', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_archived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_starred', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('label', 'text')
    .addColumn('agency_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('team_id', 'uuid', (c) => c.references('teams.id').onDelete('set null'))
    .addColumn('agent_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('account_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('date_received', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_sent', 'timestamptz')
    .addColumn('search_text', 'text', (c) => c.generatedAlwaysAs(sql`lower(subject || ' ' || from_address)`).stored())
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const indexes = [
    sql`create index mailbox_messages_received on mailbox_messages (date_received desc, id)`,
    sql`create index mailbox_messages_agency on mailbox_messages (agency_id, date_received desc, id)`,
    sql`create index mailbox_messages_agency_team on mailbox_messages (agency_id, team_id, date_received desc, id)`,
    sql`create index mailbox_messages_agent on mailbox_messages (agent_user_id, date_received desc, id)`,
    sql`create index mailbox_messages_direction on mailbox_messages (email_direction, date_received desc, id)`,
    sql`create index mailbox_messages_type on mailbox_messages (email_type, date_received desc, id)`,
    sql`create index mailbox_messages_category on mailbox_messages (msg_category, date_received desc, id)`,
    sql`create index mailbox_messages_thread on mailbox_messages (thread_id, date_received, id)`,
    sql`create index mailbox_messages_account on mailbox_messages (account_id, date_received desc, id)`,
    sql`create index mailbox_messages_archived on mailbox_messages (date_received desc, id) where is_archived`,
    sql`create index mailbox_messages_starred on mailbox_messages (date_received desc, id) where is_starred`,
    sql`create index mailbox_messages_created on mailbox_messages (created desc, id)`,
    sql`create index mailbox_messages_search_trgm on mailbox_messages using gin (search_text gin_trgm_ops)`,
  ];
  for (const statement of indexes) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailbox_messages').execute();
}
