import { defineResource } from '../../src/shared/resources/declaration';

/**
 * Feedback (spec 001 §2 "feedback and feedback thanks", §3 "Feedback", §7 "feedback post", path not shown: ours is
 * `POST /api/feedback/v1`). Everyone signed in sends it; the provider's staff read it.
 */
export const feedbackResource = defineResource({
  name: 'feedback',
  apiBase: '/api/feedback/v1',
  sortable: ['created', 'category', 'priority'],
  defaultSort: { field: 'created', direction: 'desc' },
  filterable: ['id', 'category', 'priority', 'accountId'],
  dateFilters: ['created'],
  searchable: ['feedbackText'],
  pageSizes: [25, 50, 100],
  permissions: {
    list: 'feedback:read',
    get: 'feedback:read',
    create: 'feedback:create',
    update: 'feedback:update',
    delete: 'feedback:delete',
  },
});

/** The categories of spec 001 §9, in the spec's order, as the API names them. */
export const FEEDBACK_CATEGORIES = ['GENERAL_FEEDBACK', 'KUDOS', 'REPORT_ISSUE', 'QUESTION', 'OTHER'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
