/**
 * What a generic create or edit of a quote may not write: the status moves only through the actions;
 * payment, binding dates, fees and premium are set by the server (the rater, the actions, billing). A create may
 * start a quote in one of the start statuses; an edit that sends one of these fields with its stored value (a form
 * sending the record back) is accepted, one that sends another value is refused with a 400 naming the field, and
 * nothing is changed.
 */
import { invalid } from '../../../src/server/http/apiError';
import { START_STATUSES } from './statuses';
import type { ApiRecord } from '../../../src/shared/api/types';

export const STATUS_BY_ACTION =
  'The status of a quote changes through its actions only (GET /api/quote/v1/statuses lists them).';
export const START_STATUS = `A quote starts as ${START_STATUSES.join(', ')}.`;
export const PAPER_BY_ACTION =
  'The paper (surplus or admitted) changes through the switch action only (PUT /api/quote/v1/uw/switch-paper/{id}).';
export const SET_BY_SERVER = 'Set by the server (the rater, the quote actions or billing), never by an edit.';

/** Fields only the server writes; `status` has its own rule. */
export const SERVER_SET_FIELDS = [
  'isPaid',
  'brokerFee',
  'mgaFee',
  'additionalBrokerFee',
  'premium',
  'totalPremium',
] as const;

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || (a != null && b != null && Number(a) === Number(b) && typeof a !== 'boolean');

/** Throws a 400 naming every server-set field the write tries to change. */
export function checkServerSetFields(value: ApiRecord, existing: ApiRecord | undefined): void {
  const errors: { field: string; detail: string }[] = [];
  if (existing) {
    if (!same(value.status, existing.status)) errors.push({ field: 'status', detail: STATUS_BY_ACTION });
    if ((value.isSurplus ?? false) !== (existing.isSurplus ?? false))
      errors.push({ field: 'isSurplus', detail: PAPER_BY_ACTION });
  } else if (value.status !== undefined && !START_STATUSES.includes(value.status as never)) {
    errors.push({ field: 'status', detail: START_STATUS });
  }
  for (const field of SERVER_SET_FIELDS) {
    if (!same(value[field], existing?.[field])) errors.push({ field, detail: SET_BY_SERVER });
  }
  if (errors.length) throw invalid(errors);
}
