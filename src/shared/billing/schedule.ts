/**
 * The dates of a financing plan (spec 002 §9): the first instalment is due the day after the given date, the
 * others monthly on the same day of the month (the month's last day when it is shorter: Jan 31 → Feb 28 →
 * Mar 31); the policyholder has 10 days from the given date to disaffirm and 30 to pay in full instead.
 */
export const DISAFFIRM_DAYS = 10;
export const PAY_IN_FULL_DAYS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const back = new Date(Date.UTC(year, month - 1, date));
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date)
    throw new RangeError(`Not a calendar day: ${day}`);
  return [year, month, date];
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);

export const isCalendarDay = (day: unknown): day is string => {
  try {
    return typeof day === 'string' && !!parts(day);
  } catch {
    return false;
  }
};

export function addDays(day: string, days: number): string {
  const [year, month, date] = parts(day);
  return iso(new Date(Date.UTC(year, month - 1, date + days)));
}

/** The same day of the month `months` later, or that month's last day when it has fewer days. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))));
}

/** The due dates of `count` monthly instalments, the first the day after `day`. */
export function instalmentDueDates(day: string, count: number): string[] {
  const first = addDays(day, 1);
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

export const disaffirmDeadline = (day: string): string => addDays(day, DISAFFIRM_DAYS);
export const payInFullDeadline = (day: string): string => addDays(day, PAY_IN_FULL_DAYS);
