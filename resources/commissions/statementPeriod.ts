/**
 * Which statements can be downloaded (spec 001 §9): years from 2020, at most 7 years back; the default is last
 * month; in the current year the months stop at the current month. Shared by the server (400 naming `year` or
 * `month`) and the console's download dialog (its year and month choices).
 */
export const FIRST_STATEMENT_YEAR = 2020;
export const YEARS_BACK = 7;

export const STATEMENT_MESSAGES = {
  year: 'Please select a Year',
  month: 'Please select a Month',
  // Spec 001 §8 "Commission or statement download fails".
  notFound: 'No invoice/statements found for this month.',
  failed: 'Something went wrong. Please try again later.',
  unavailable: 'Unable to download at this time. Please try again later.',
  // Spec 001 §8 success texts.
  paymentApplied: 'Payment Applied Successfully.',
} as const;

export interface StatementMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The years offered, newest first: this year back to 7 years ago, never before 2020. */
export function statementYears(now: Date = new Date()): number[] {
  const current = now.getUTCFullYear();
  const first = Math.max(FIRST_STATEMENT_YEAR, current - YEARS_BACK);
  return Array.from({ length: current - first + 1 }, (_, i) => current - i);
}

/** The months offered in `year`: all twelve, or up to the current month in the current year. */
export function statementMonths(year: number, now: Date = new Date()): number[] {
  const last = year === now.getUTCFullYear() ? now.getUTCMonth() + 1 : 12;
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** Last month: the default choice. */
export function defaultStatementMonth(now: Date = new Date()): StatementMonth {
  const month = now.getUTCMonth(); // 0-based: this month − 1 in 1-based terms
  return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
}

/** A year and month as asked (absent: last month), or the field at fault. */
export function statementMonthOf(
  year: unknown,
  month: unknown,
  now: Date = new Date(),
): StatementMonth | { field: 'year' | 'month'; detail: string } {
  if ((year === undefined || year === '') && (month === undefined || month === '')) return defaultStatementMonth(now);
  const y = Number(year);
  const m = Number(month);
  if (!Number.isInteger(y) || !statementYears(now).includes(y))
    return { field: 'year', detail: STATEMENT_MESSAGES.year };
  if (!Number.isInteger(m) || !statementMonths(y, now).includes(m))
    return { field: 'month', detail: STATEMENT_MESSAGES.month };
  return { year: y, month: m };
}

/** The month's first day and the next month's first day (YYYY-MM-DD). */
export function monthRange({ year, month }: StatementMonth): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
