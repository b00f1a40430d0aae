/**
 * Beside the documents' own history (their store's), each upload, change and delete is written to the history of
 * the record the document belongs to, in the same transaction, so it shows on that record's History
 * tab: the client account's (`accounts`), else the agency's (`agencies`), else, for a staff-only document, under
 * `documents` by its id. The actions are not `update`, so the console offers no revert for them.
 */
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/server/auth/principal';
import type { Database } from '../../src/server/db/tables';
import { recordHistoryEvent } from '../../src/server/history/recordHistory';
import type { FieldChange } from '../../src/shared/api/history';

export type DocumentHistoryAction = 'documentUploaded' | 'documentUpdated' | 'documentDeleted';

export async function recordDocumentEvent(
  trx: Kysely<Database>,
  principal: Principal,
  document: { id: string; accountId: string | null; agencyId: string | null },
  action: DocumentHistoryAction,
  changes: FieldChange[],
): Promise<void> {
  const [resource, recordId] = document.accountId
    ? ['accounts', document.accountId]
    : document.agencyId
      ? ['agencies', document.agencyId]
      : ['documents', document.id];
  await recordHistoryEvent(trx as unknown as Kysely<Database>, {
    resource,
    recordId,
    action,
    actor: { userId: principal.userId, email: principal.email },
    impersonatorUserId: principal.impersonatorUserId ?? null,
    changes: [
      {
        field: 'documentId',
        before: action === 'documentUploaded' ? null : document.id,
        after: action === 'documentDeleted' ? null : document.id,
      },
      ...changes,
    ],
  });
}
