import { sql, type Kysely } from 'kysely';

/**
 * policy_bor_requests — broker-of-record changes asked for on a policy (spec 002 §7 "BOR: POST /bor/{policyId};
 * PUT /bor/{policyId}; PUT /update/BOR/{id}"): id, policy_id (removed with the policy), account_id (the client
 * account that moves), from_agency_id and to_agency_id, agent_email (the new agency's agent, optional),
 * effective_date, note, status (PENDING, APPROVED, REJECTED), requested_by, decided_by, decided_at, created,
 * modified, version. At most one PENDING request per policy (a partial unique index); listed newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('policy_bor_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (c) => c.notNull().references('policies.id').onDelete('cascade'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('from_agency_id', 'uuid', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('to_agency_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('agent_email', 'text')
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`create unique index policy_bor_requests_pending on policy_bor_requests (policy_id) where status = 'PENDING'`.execute(
    db,
  );
  await db.schema
    .createIndex('policy_bor_requests_created')
    .on('policy_bor_requests')
    .columns(['created desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('policy_bor_requests').execute();
}
