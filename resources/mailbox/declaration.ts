import { defineResource } from '../../src/shared/resources/declaration';

/**
 * The shared mailbox (spec 001 §3 "Shared mailbox message", §4 "Mailbox drafts", §7 `/api/docmessage/v1`):
 * messages in threads, assigned to an agency (and its team or agent) by staff.
 */
export const mailboxResource = defineResource({
  name: 'mailbox',
  apiBase: '/api/docmessage/v1',
  sortable: ['dateReceived', 'subject', 'msgCategory', 'created', 'modified'],
  defaultSort: { field: 'dateReceived', direction: 'desc' },
  filterable: [
    'id',
    'msgCategory',
    'emailDirection',
    'emailType',
    'agencyId',
    'teamId',
    'agentUserId',
    'accountId',
    'threadId',
    'isArchived',
    'isStarred',
  ],
  dateFilters: ['dateReceived', 'created', 'modified'],
  searchable: ['subject', 'fromAddress'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'mailbox:read',
    get: 'mailbox:read',
    create: 'mailbox:create',
    update: 'mailbox:update',
    delete: 'mailbox:delete',
  },
});

/** Staff only: choose the agency and agent a thread belongs to, re-run the categorisation. */
export const MAILBOX_ASSIGN = 'mailbox:assign';
