import feedbackSchema from './feedback.schema.json';
import { sql } from 'kysely';
import type { ServerResource } from '../../src/server/resources/resourceStore';
import { isStaff } from '../../src/server/tenancy/tenantRules';
import { feedbackResource } from './declaration';
import { grants } from './grants';
import * as migration from './migration';

const COLUMNS = [
  'id',
  'category',
  'feedbackText',
  'permissionToShare',
  'priority',
  'accountId',
  'created',
  'modified',
  'version',
] as const;

/**
 * Feedback: stored with its sender and the sender's organisation; "Report an issue" is a HIGH priority issue
 * (spec 001 §9), the rest NORMAL; permission to share is asked only for kudos, so it is kept false otherwise.
 * Staff read every organisation's; nobody else reads any (sending needs no read permission).
 */
export const feedbackServer: ServerResource = {
  schema: feedbackSchema,
  grants,
  declaration: feedbackResource,
  table: 'feedback',
  label: 'Feedback',
  migrations: { '20261223_feedback': migration },
  selectRows: (db) =>
    db
      .selectFrom('feedback')
      .innerJoin('accounts as organisation', 'organisation.id', 'feedback.accountId')
      .leftJoin('users as sender', 'sender.id', 'feedback.userId')
      .select(COLUMNS.map((c) => `feedback.${c}` as const))
      .select(['organisation.name as accountName', 'sender.email as createdBy']),
  column: (field) => `feedback.${field}`,
  searchColumn: 'feedback.searchText',
  // Staff read everyone's; a sender's own rows are in its scope only so that the create can answer the record
  // (without feedback:read, every read route is 403 to it anyway).
  scope: (principal) => (eb) =>
    isStaff(principal) ? sql<boolean>`true` : eb(eb.ref('feedback.userId'), '=', principal.userId),
  readOnlyFields: ['id', 'priority', 'accountId', 'accountName', 'createdBy', 'created', 'modified', 'version'],
  async prepareWrite(_db, principal, value, existing) {
    const category = String(value.category);
    const columns = {
      category,
      feedbackText: String(value.feedbackText).trim(),
      permissionToShare: category === 'KUDOS' && value.permissionToShare === true,
      priority: category === 'REPORT_ISSUE' ? 'HIGH' : 'NORMAL',
    };
    // Sent as the signed-in user, for the organisation it acts in; an edit (Super Admin) keeps the sender.
    return existing ? columns : { ...columns, userId: principal.userId, accountId: principal.accountId };
  },
};
