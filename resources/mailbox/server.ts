import mailboxMessageSchema from '../../schemas/records/mailboxMessage.schema.json';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { assignAction, reprocessAction } from './actions';
import { MAILBOX_ASSIGN, mailboxResource } from './declaration';
import { seedDemoMailbox } from './demo';
import { grants } from './grants';
import * as migration from './migration';
import { presentMessage, selectMessages } from './rows';
import { mailboxScope } from './scope';
import { mailboxSpecPaths } from './specRoutes';
import { registerIngest } from './ingest';
import { messageColumns } from './writeRules';
import * as attachmentsMigration from './attachments/migration';
import { attachmentRoutes } from './attachments/routes';
import { suggestRoute } from './suggest/routes';
import type { MailboxMessageRecord } from '../../src/shared/generated/records';

/** This resource's records are `MailboxMessageRecord`s (what `storeOf('mailbox')` answers). */
declare module '../../src/server/resources/resourceRecords' {
  interface ResourceRecords {
    mailbox: MailboxMessageRecord;
  }
}

/** The shared mailbox: messages scoped by their assignment (rule in scope.ts), not a client record. */
export const mailboxServer: ServerResource = {
  schema: mailboxMessageSchema,
  declaration: mailboxResource,
  table: 'mailboxMessages',
  label: 'Message',
  grants,
  permissions: [MAILBOX_ASSIGN],
  migrations: { '20261212_mailbox_messages': migration, '20261223_mailbox_attachments': attachmentsMigration },
  actions: [assignAction, reprocessAction],
  routes(app, context) {
    mailboxSpecPaths(app, context);
    attachmentRoutes(app, context);
    suggestRoute(app, context);
    registerIngest(app, context);
  },
  seedDemo: seedDemoMailbox,
  selectRows: selectMessages,
  column: (field) => `mailboxMessages.${field}`,
  searchColumn: 'mailboxMessages.searchText',
  scope: mailboxScope,
  present: presentMessage,
  readOnlyFields: [
    'id',
    'msgId',
    'threadId',
    'references',
    'emailDirection',
    'seenBy',
    'agencyName',
    'childCount',
    'threadCount',
    'dateReceived',
    'dateSent',
    'created',
    'modified',
    'version',
  ],
  prepareWrite: (db, principal, value, existing) => messageColumns(db, principal, value, existing),
};
