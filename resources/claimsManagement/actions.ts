import { todayIso } from '../../src/shared/dates/today';
import type { ResourceAction } from '../../src/server/actions/resourceAction';
import { invalid } from '../../src/server/http/apiError';
import { claimsManagementResource } from './declaration';
import { itemsOf } from './items';

const today = todayIso;

const reasonBody = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { version: { type: 'integer' }, reason: { type: 'string', title: 'Reason', maxLength: 2000 }, ...extra },
  additionalProperties: false,
});

/** The reason given for a close or reopen, kept as a note of the file in the action's transaction. */
async function noteReason(
  input: Parameters<NonNullable<ResourceAction['effect']>>[0],
  noteType: string,
): Promise<void> {
  const reason = input.body.reason;
  if (typeof reason !== 'string' || !reason.trim()) return;
  await itemsOf(input.trx, input.record).add({
    kind: 'note',
    createdBy: input.principal.email,
    data: JSON.stringify({ noteType, text: reason.trim() }),
  });
}

/**
 * A claim file's lifecycle (spec 001 §7 close, reopen, noticeonly): OPEN when opened; notice only (reported for
 * the record, no claim expected) from OPEN or REOPENED; CLOSED from any of those, with the closed date (today
 * unless given; not before the reported date); REOPENED from CLOSED, the closed date cleared. Served by the one
 * action route: `POST /api/claimsmgmt/v1/claimsFile/{id}/close|reopen|noticeonly`, body `{version?, reason?}`.
 */
export const claimFileActions: readonly ResourceAction[] = [
  {
    name: 'close',
    permission: claimsManagementResource.permissions.update,
    from: ['OPEN', 'REOPENED', 'NOTICE_ONLY'],
    to: 'CLOSED',
    body: reasonBody({ closedDate: { type: 'string', title: 'Closed Date', format: 'date' } }),
    effect: async (input) => {
      const closedDate = typeof input.body.closedDate === 'string' ? input.body.closedDate : today();
      if (closedDate < String(input.record.reportedDate))
        throw invalid([{ field: 'closedDate', detail: 'Closed Date cannot be before the Reported Date' }]);
      if (closedDate > today()) throw invalid([{ field: 'closedDate', detail: 'Closed Date cannot be in the future' }]);
      await noteReason(input, 'CLOSING');
      return { closedDate };
    },
  },
  {
    name: 'reopen',
    permission: claimsManagementResource.permissions.update,
    from: ['CLOSED'],
    to: 'REOPENED',
    body: reasonBody(),
    effect: async (input) => {
      await noteReason(input, 'REOPENING');
      return { closedDate: null };
    },
  },
  {
    name: 'noticeonly',
    permission: claimsManagementResource.permissions.update,
    from: ['OPEN', 'REOPENED'],
    to: 'NOTICE_ONLY',
    body: reasonBody(),
    effect: async (input) => {
      await noteReason(input, 'GENERAL');
      return {};
    },
  },
];
