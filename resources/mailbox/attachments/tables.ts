import type { Generated } from 'kysely';

/** The messages' attachments (migration.ts), added to `Database`. */
export interface MailboxAttachmentsTable {
  id: Generated<string>;
  messageId: string;
  fileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  sourceUrl: string | null;
  uploadedBy: string | null;
  created: Generated<Date>;
}

declare module '../../../src/server/db/tables' {
  interface Database {
    mailboxAttachments: MailboxAttachmentsTable;
  }
}
