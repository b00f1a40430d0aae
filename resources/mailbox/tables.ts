import type { Generated } from 'kysely';
import type { Computed, Json, Timestamp, TimestampOrNull } from '../../src/server/db/columnTypes';

/** The mailbox's messages (migration.ts), added to `Database`. */
export interface MailboxMessagesTable {
  id: Generated<string>;
  threadId: string;
  replyToMsgId: string | null;
  references: Json<string[]>;
  internetMessageId: string | null;
  msgCategory: Generated<string>;
  emailDirection: string;
  emailType: Generated<string>;
  subject: Generated<string>;
  body: Generated<string>;
  fromAddress: Generated<string>;
  toAddresses: Json<string[]>;
  ccAddresses: Json<string[]>;
  seenBy: Json<string[]>;
  isArchived: Generated<boolean>;
  isStarred: Generated<boolean>;
  labels: Json<string[]>;
  label: string | null;
  agencyId: string | null;
  teamId: string | null;
  agentUserId: string | null;
  accountId: string | null;
  dateReceived: Timestamp;
  dateSent: TimestampOrNull;
  searchText: Computed<string>;
  created: Generated<Date>;
  modified: Timestamp;
  version: Generated<number>;
}

declare module '../../src/server/db/tables' {
  interface Database {
    mailboxMessages: MailboxMessagesTable;
  }
}
