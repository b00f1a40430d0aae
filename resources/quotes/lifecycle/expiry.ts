/**
 * Time moves two statuses (spec 002 §3 statuses BINDER EXPIRED, EXPIRED; §2 "delete all expired quotes"): a
 * binder past its `binderExpiresOn` becomes BINDER EXPIRED, and a quote still open past its `expiresOn` becomes
 * EXPIRED. They are declared actions like every other transition (from-states, effect, history), run only by the
 * expiry sweep (expirySweep.ts) as the system: no route serves them and no role holds their permission, so the
 * published machine lists them apart (`timeActions`).
 */
import type { ResourceAction } from '../../../src/server/actions/resourceAction';
import { todayIso } from '../../../src/shared/dates/today';
import { OPEN_STATUSES } from './statuses';

/** Held by no role: only the system runs these. */
export const QUOTE_EXPIRE = 'quote:expire';

const empty = { type: 'object', properties: {}, additionalProperties: false } as const;

/** What the history entry keeps: the day the quote passed and the day it was swept. */
const expired =
  (field: string) =>
  ({ record }: { record: Record<string, unknown> }) => ({
    details: JSON.stringify({
      ...((record.details ?? {}) as Record<string, unknown>),
      expiry: { field, passed: record[field], sweptOn: todayIso() },
    }),
  });

export const EXPIRE: ResourceAction = {
  name: 'expire',
  permission: QUOTE_EXPIRE,
  from: OPEN_STATUSES,
  to: 'EXPIRED',
  body: empty,
  effect: expired('expiresOn'),
};

export const EXPIRE_BINDER: ResourceAction = {
  name: 'expire-binder',
  permission: QUOTE_EXPIRE,
  from: ['BOUND'],
  to: 'BINDER EXPIRED',
  body: empty,
  effect: expired('binderExpiresOn'),
};

export const timeActions: readonly { action: ResourceAction; dateField: 'expiresOn' | 'binderExpiresOn' }[] = [
  { action: EXPIRE, dateField: 'expiresOn' },
  { action: EXPIRE_BINDER, dateField: 'binderExpiresOn' },
];
