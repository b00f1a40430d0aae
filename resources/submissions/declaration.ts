import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Submissions (spec 002 §3 "Submission", §7 "Submissions and accounts", the family `/api/account/v1/submission`).
 * The list is the agency dashboard's SUBMISSIONS tab (spec 002 §2): default sort modified descending, page sizes
 * 25/50/100, searched by submission number (`/agency/submissions?search={submissionNumber}`).
 */
export const submissionsResource = defineResource({
  name: 'submissions',
  apiBase: '/api/account/v1/submission',
  sortable: ['modified', 'created', 'submissionNumber', 'status', 'expiryDate', 'accountName', 'quotedPremium'],
  defaultSort: { field: 'modified', direction: 'desc' },
  filterable: ['id', 'status', 'assignee', 'teamId', 'agencyId', 'accountId', 'isRenewal', 'msgId', 'accountName'],
  dateFilters: ['expiryDate', 'created', 'modified'],
  searchable: ['submissionNumber', 'msgId', 'status'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'submission:read',
    get: 'submission:read',
    create: 'submission:create',
    update: 'submission:update',
    delete: 'submission:delete',
  },
});

/**
 * The statuses (record schema, catalogue.ts) are spec 002 §3's and `declined`: the spec declines submissions and
 * counts declines but lists no such status.
 * Statuses a submission is still being worked in: it may be declined, lost or assigned.
 */
export const OPEN_STATUSES = [
  'readyToQuote',
  'incomplete',
  'quoted',
  'referred',
  'needsApplication',
  'uwEscalation',
] as const;
/** Statuses a reopen starts from. */
export const CLOSED_STATUSES = ['declined', 'lost'] as const;
export const FILL_IN_OPTION = 'FILL_IN_OPTION';
/** The stats path: counts by the spec's stat labels. */
export const SUBMISSION_STATS_PATH = `${submissionsResource.apiBase}/stats`;
