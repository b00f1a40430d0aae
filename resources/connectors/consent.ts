/**
 * The privacy consent (spec 001 §3 "The consent payload holds agreement"; its path is not shown, decided:
 * `POST /api/connector/v1/consent {accountId, agreement}`, `GET /api/connector/v1/consent/{accountId}`). One per
 * client account; recorded in the account's history as `connectorConsent`. A connection is added only once the
 * account's consent is on record, or with `agreement: true` in the same body.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import { recordHistoryEvent } from '../../src/server/history/recordHistory';
import { invalid } from '../../src/server/http/apiError';
import { CONSENT_REQUIRED } from './messages';
import type { Database } from '../../src/server/db/tables';

export async function consentOf(db: Kysely<Database>, accountId: string) {
  return db
    .selectFrom('connectorConsents')
    .select(['accountId', 'agreedAt'])
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** Records `agreement: true` (idempotent); without it, the account's earlier consent must be on record. */
export async function recordConsent(
  db: Kysely<Database>,
  principal: Principal,
  accountId: string,
  agreement: unknown,
): Promise<void> {
  if (agreement === true) {
    // raw write: a consent is written once per account and never changed or removed (the first agreement stands),
    // with its entry in the account's history.
    const inserted = await db
      .insertInto('connectorConsents')
      .values({ accountId, agreedBy: principal.userId })
      .onConflict((oc) => oc.column('accountId').doNothing())
      .returning('accountId')
      .executeTakeFirst();
    if (inserted) {
      await recordHistoryEvent(db as never, {
        resource: 'accounts',
        recordId: accountId,
        action: 'connectorConsent',
        actor: { userId: principal.userId, email: principal.email },
        changes: [{ field: 'connectorConsent', before: null, after: true }],
      });
    }
    return;
  }
  if (agreement !== undefined && agreement !== false && agreement !== null)
    throw invalid([{ field: 'agreement', detail: CONSENT_REQUIRED }]);
  if (!(await consentOf(db, accountId))) throw invalid([{ field: 'agreement', detail: CONSENT_REQUIRED }]);
}
