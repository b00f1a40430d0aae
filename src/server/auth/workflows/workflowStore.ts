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
