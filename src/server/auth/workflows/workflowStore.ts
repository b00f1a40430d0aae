import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** 24 random bytes: the link itself is the first secret, so it must not be guessable. */
export const newWorkflowId = (): string => randomBytes(24).toString('base64url');

/** How long a workflow link stays open when its creator gives no expiry (decided here; the spec gives none). */
export const DEFAULT_WORKFLOW_LIFETIME_DAYS = 7;

export interface LiveWorkflow {
  id: string;
  flow: string;
  userId: string;
  redirectUrl: string;
  email: string;
  phone: string | null;
  firstName: string;
  accountType: string;
  /** The user's agency's full name (name and location alias joined by " - ", spec 000 §3), for agency users. */
  agencyName: string | null;
}

/** A workflow that is not expired and whose flow user may still sign in; undefined otherwise. */
export async function findLiveWorkflow(db: Kysely<Database>, workflowId: string): Promise<LiveWorkflow | undefined> {
  const row = await db
    .selectFrom('workflows')
    .innerJoin('users', 'users.id', 'workflows.userId')
    .innerJoin('accounts', 'accounts.id', 'users.accountId')
    .select([
      'workflows.id',
      'workflows.flow',
      'workflows.userId',
      'workflows.redirectUrl',
      'users.email',
      'users.phone',
      'users.firstName',
      'accounts.accountType',
      'accounts.name as accountName',
      'accounts.locationAlias',
    ])
    .where('workflows.id', '=', workflowId)
    .where('workflows.expiresAt', '>', new Date())
    .where('users.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { accountName, locationAlias, ...workflow } = row;
  const agencyName = row.accountType === 'AGENCY' ? [accountName, locationAlias].filter(Boolean).join(' - ') : null;
  return { ...workflow, agencyName };
}

/** A workflow link to open for a flow user: where it leads after the security code, and who made it. */
export interface NewWorkflow {
  /** An id made beforehand (newWorkflowId) when the caller needs it first (an e-mail naming the link). */
  id?: string;
  flow: string;
  userId: string;
  redirectUrl: string;
  createdBy: string | null;
  /** Absent: DEFAULT_WORKFLOW_LIFETIME_DAYS from now. */
  expiresAt?: Date;
}

/**
 * Opens a workflow link, in the caller's transaction: the one way a link is made (the admin route, a quote sent to
 * its policyholder, a payment link). Answers the link as stored.
 */
export async function openWorkflow(db: Kysely<Database>, workflow: NewWorkflow) {
  return db
    .insertInto('workflows')
    .values({
      id: workflow.id ?? newWorkflowId(),
      flow: workflow.flow,
      userId: workflow.userId,
      redirectUrl: workflow.redirectUrl,
      expiresAt: workflow.expiresAt ?? new Date(Date.now() + DEFAULT_WORKFLOW_LIFETIME_DAYS * 24 * 3600 * 1000),
      createdBy: workflow.createdBy,
    })
    .returning(['id', 'flow', 'userId', 'redirectUrl', 'expiresAt'])
    .executeTakeFirstOrThrow();
}
