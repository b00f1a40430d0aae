/**
 * Spec 002 §5 "Endorsement dates": for a user who is not jumped in, the endorsement date lies at most 14 days back
 * and at most 30 days ahead; provider staff jumped into an account are not limited. Any date must fall within the
 * policy period (from its effective date, before its end date).
 */
import type { FieldError } from '../../../src/shared/api/types';
import { daysFromToday } from '../../../src/shared/dates/today';
import { SERVICING_MESSAGES as M } from './messages';

export const DAYS_BACK = 14;
export const DAYS_AHEAD = 30;

export interface EndorsementWindow {
  date: string;
  policyStart: string;
  policyEnd: string;
  /** A staff user acting through a jump-in (the session's impersonator). */
  jumpedIn: boolean;
  now?: Date;
}

export function endorsementDateError({
  date,
  policyStart,
  policyEnd,
  jumpedIn,
  now = new Date(),
}: EndorsementWindow): FieldError | undefined {
  const field = 'effectiveDate';
  if (!jumpedIn && date < daysFromToday(-DAYS_BACK, now)) return { field, detail: M.tooEarly };
  if (!jumpedIn && date > daysFromToday(DAYS_AHEAD, now)) return { field, detail: M.tooLate };
  if (date < policyStart || date >= policyEnd) return { field, detail: M.outsideTerm };
  return undefined;
}
