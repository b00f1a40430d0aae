import { sql, type Kysely } from 'kysely';
import type { FieldChange } from '../../shared/api/history';
import type { Database } from '../db/tables';
import { fieldChanges } from '../history/fieldChanges';
import { recordHistoryEvent } from '../history/recordHistory';

/** The users resource's name in the history table: a user's own changes sit in the same history as an admin's edits. */
const USERS = 'users';

/** Columns a user changes of its own record through sign-in, and how history shows them. */
export interface OwnUserChange {
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
  passwordExpiresAt?: Date | null;
  emailVerified?: boolean;
  mfaType?: string;
  mfaSecret?: string | null;
  mfaPendingSecret?: string | null;
  mfaLastStep?: string | number | null;
}

/** Shown by name with their values. */
const SHOWN = ['firstName', 'lastName', 'emailVerified', 'mfaType', 'passwordExpiresAt'] as const;
/** Secrets: history says they changed, never what to. */
const SECRET: Record<string, string> = { passwordHash: 'password', mfaSecret: 'authenticator' };
const CHANGED = '(changed)';

/**
 * The one way sign-in changes a user's own record (joining, a new password, MFA enrolled or reset): the record's
 * version goes up, so an administrator's open edit of the user is refused as stale rather than overwriting it,
 * and the change is in the user's history like an administrator's, in the same transaction. Session stamps
 * (last login, the TOTP replay guard, a pending enrolment secret) are not edits of the record and do not go
 * through here.
 */
export async function changeOwnUser(
  db: Kysely<Database>,
  userId: string,
  action: string,
  change: OwnUserChange,
  actor?: { userId: string; email: string },
): Promise<void> {
  const write = async (trx: Kysely<Database>) => {
    const before = await trx
      .selectFrom('users')
      .select([...SHOWN, 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!before) return;
    await trx
      .updateTable('users')
      .set({ ...change, modified: new Date(), version: sql`version + 1` })
      .where('id', '=', userId)
      .execute();
    const shownAfter = Object.fromEntries(
      SHOWN.map((field) => [field, field in change ? change[field] : before[field]]),
    );
    const shownBefore = Object.fromEntries(SHOWN.map((field) => [field, before[field]]));
    const secrets: FieldChange[] = Object.keys(change)
      .filter((column) => column in SECRET)
      .map((column) => ({ field: SECRET[column], before: null, after: CHANGED }));
    await recordHistoryEvent(trx, {
      resource: USERS,
      recordId: userId,
      action,
      actor: actor ?? { userId, email: before.email },
      changes: [...fieldChanges(shownBefore, shownAfter), ...secrets],
    });
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
}
