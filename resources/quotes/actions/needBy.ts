/** The need-by dialog's dates (spec 002 §5, §9): 7 days out by default, never before today. */
import { daysFromToday, isBeforeToday, todayIso } from '../../../src/shared/dates/today';
import { DEFAULT_NEED_BY_DAYS } from '../lifecycle/statuses';

/** The date the dialog opens on: the quote's own need-by date if it has one not yet past, else today + 7. */
export function initialNeedBy(current: unknown, now: Date = new Date()): string {
  if (typeof current === 'string' && /^\d{4}-\d{2}-\d{2}/.test(current) && !isBeforeToday(current.slice(0, 10), now))
    return current.slice(0, 10);
  return daysFromToday(DEFAULT_NEED_BY_DAYS, now);
}

/** The earliest date the picker allows. */
export const earliestNeedBy = (now: Date = new Date()): string => todayIso(now);

export const needByTooEarly = (day: string, now: Date = new Date()): boolean => isBeforeToday(day, now);
