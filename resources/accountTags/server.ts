import accountTagSchema from '../../schemas/records/accountTag.schema.json';
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { invalid } from '../../src/server/http/apiError';
import type { AnyDb, ServerResource, WriteEnvironment } from '../../src/server/resources/serverResource';
import { visibleClientAccount } from '../../src/server/tenancy/clientRecord';
import { accountTagsResource } from './declaration';
import type { Database } from '../../src/server/db/tables';
import type { AccountTagRecord } from '../../src/shared/generated/records';

/** This resource's records are `AccountTagRecord`s (what `storeOf('accountTags')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    accountTags: AccountTagRecord;
  }
}

export const SELECT_ACCOUNT = 'Please select an Account';
export const SELECT_TAG = 'Please select a Tag';
export const ALREADY_SELECTED = 'This tag is already selected on the account.';

const COLUMNS = ['id', 'agencyId', 'accountId', 'tagId', 'created', 'modified', 'version'] as const;

/** The client account the caller may tag: one it sees under the client-record rule, managed by an agency. */
async function taggableAccount(
  db: Kysely<Database>,
  principal: Principal,
  accountId: unknown,
): Promise<{ agencyId: string }> {
  const account = await visibleClientAccount(db, principal, accountId, { message: SELECT_ACCOUNT });
  if (!account.agencyId) throw invalid([{ field: 'accountId', detail: SELECT_ACCOUNT }]);
  return { agencyId: account.agencyId };
}

/**
 * The tag, by id (it must be of the account's agency) or by name (created in that agency when missing, through
 * the tags' store: its rules, history and events, in this write's transaction).
 */
async function tagOf(
  db: AnyDb,
  principal: Principal,
  agencyId: string,
  value: Record<string, unknown>,
  environment: WriteEnvironment,
): Promise<string> {
  if (value.tagId) {
    const tag = await db
      .selectFrom('tags')
      .select('id')
      .where('id', '=', value.tagId as string)
      .where('agencyId', '=', agencyId)
      .executeTakeFirst();
    if (!tag) throw invalid([{ field: 'tagId', detail: SELECT_TAG }]);
    return tag.id as string;
  }
  if (typeof value.tagName !== 'string') throw invalid([{ field: 'tagId', detail: SELECT_TAG }]);
  // Concurrent selections of one new name wait here for each other until the first's write commits: it creates
  // the tag, the others then find it (and a second selection on the same account is the twin refused below).
  const key = `tags:${agencyId}:${value.tagName.toLowerCase()}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  const named = await db
    .selectFrom('tags')
    .select('id')
    .where('agencyId', '=', agencyId)
    .where(sql`lower(name)`, '=', value.tagName.toLowerCase())
    .executeTakeFirst();
  if (named) return named.id as string;
  const created = await environment.storeOf('tags').create(principal, { name: value.tagName, agencyId }, db);
  return created.id;
}

/**
 * A tag selected on an account. Selecting is a create, unselecting a delete, so the toggle needs no route of
 * its own and tenancy stays in the store. The pair belongs to the account's agency.
 */
export const accountTagsServer: ServerResource = {
  declaration: accountTagsResource,
  schema: accountTagSchema,
  table: 'accountTags',
  label: 'Account Tag',
  selectRows: (db) =>
    db
      .selectFrom('accountTags')
      .innerJoin('tags', 'tags.id', 'accountTags.tagId')
      .innerJoin('accounts as account', 'account.id', 'accountTags.accountId')
      .select(COLUMNS.map((c) => `accountTags.${c}` as const))
      .select(['tags.name as tagName', 'account.name as accountName']),
  column: (field) => (field === 'tagName' ? 'tags.name' : `accountTags.${field}`),
  searchColumn: 'tags.searchText',
  clientRecord: { accountColumn: 'accountTags.accountId' },
  readOnlyFields: ['id', 'created', 'modified', 'version', 'agencyId', 'accountName'],
  async prepareWrite(db, principal, value, existing, environment) {
    const { agencyId } = await taggableAccount(db, principal, value.accountId);
    const tagId = await tagOf(
      db,
      principal,
      agencyId,
      existing && value.tagName !== existing.tagName ? { tagName: value.tagName } : value,
      environment,
    );
    let twin = db
      .selectFrom('accountTags')
      .select('id')
      .where('accountId', '=', value.accountId as string)
      .where('tagId', '=', tagId);
    if (existing) twin = twin.where('id', '!=', existing.id as string);
    if (await twin.executeTakeFirst()) throw invalid([{ field: 'tagId', detail: ALREADY_SELECTED }]);
    return { accountId: value.accountId, tagId, agencyId };
  },
};
