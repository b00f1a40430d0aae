import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { threadCount } from './threads';
import { mailboxScope } from './scope';
import type { ApiRecord } from '../../src/shared/api/types';
import type { Database } from '../../src/server/db/tables';

const COLUMNS = [
  'id',
  'threadId',
  'replyToMsgId',
  'references',
  'msgCategory',
  'emailDirection',
  'emailType',
  'subject',
  'body',
  'fromAddress',
  'toAddresses',
  'ccAddresses',
  'seenBy',
  'isArchived',
  'isStarred',
  'labels',
  'label',
  'agencyId',
  'teamId',
  'agentUserId',
  'accountId',
  'dateReceived',
  'dateSent',
  'created',
  'modified',
  'version',
] as const;

/**
 * Messages as the API shows them. `childCount` is present on a thread's first message only: the sent and
 * received messages of the thread after it (drafts are not part of the thread until sent).
 */
export function selectMessages(db: Kysely<Database>) {
  return db
    .selectFrom('mailboxMessages')
    .leftJoin('accounts as agency', 'agency.id', 'mailboxMessages.agencyId')
    .select(COLUMNS.map((c) => `mailboxMessages.${c}` as const))
    .select('agency.name as agencyName')
    .select(
      sql<number | null>`case when mailbox_messages.thread_id = mailbox_messages.id then (
        select count(*)::int from mailbox_messages as child
        where child.thread_id = mailbox_messages.id and child.id <> mailbox_messages.id and child.email_direction <> 'DRAFT'
      ) end`.as('childCount'),
    );
}

/** The record as answered: the spec's `msgId` beside `id`, and the thread count by the spec's rule. */
export function presentMessage(row: ApiRecord): ApiRecord {
  const record: ApiRecord = { ...row, msgId: row.id };
  if (record.childCount === null) delete record.childCount;
  return { ...record, threadCount: threadCount(record as { childCount?: number; references?: unknown[] }) };
}

/** One message the caller may see, read inside a write (the message replied to), or undefined. */
export async function visibleMessage(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
): Promise<ApiRecord | undefined> {
  return selectMessages(db).where(mailboxScope(principal)).where('mailboxMessages.id', '=', id).executeTakeFirst();
}
