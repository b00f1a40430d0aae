/**
 * What a generic create or edit of a policy may not write: the status moves only through the actions.
 * A create may start a policy in one of the start statuses; an edit that sends the stored status back (a form
 * returning the record) is accepted, one that sends another is refused with a 400 naming `status`, and nothing
 * is changed.
 */
import { invalid } from '../../../src/server/http/apiError';
import { START_STATUSES } from './statuses';
import type { ApiRecord } from '../../../src/shared/api/types';

export const STATUS_BY_ACTION =
  'The status of a policy changes through its actions only (GET /api/policy/v1/statuses lists them).';
export const START_STATUS = `A policy starts as ${START_STATUSES.join(' or ')}.`;

export function checkPolicyStatusWrite(value: ApiRecord, existing: ApiRecord | undefined): void {
  if (existing) {
    if ((value.status ?? null) !== (existing.status ?? null))
      throw invalid([{ field: 'status', detail: STATUS_BY_ACTION }]);
  } else if (value.status !== undefined && !START_STATUSES.includes(value.status as never)) {
    throw invalid([{ field: 'status', detail: START_STATUS }]);
  }
}
