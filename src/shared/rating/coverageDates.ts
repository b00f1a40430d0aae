/**
 * Coverage start and end dates of the calculator (spec 002 §4, §9), as calendar days (YYYY-MM-DD). Month
 * arithmetic keeps the day of the month, or the month's last day when it has fewer (31 Jan + 1 month = 28/29 Feb).
 */
import { COVERAGE_WINDOW } from './calculatorConstants';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = (day: string): [number, number, number] => {
  const match = DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

const iso = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return iso(new Date(Date.UTC(y, m - 1, d + days)));
}

export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const lastOfTarget = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfTarget))));
}

export interface CoverageDateBounds {
  /** Earliest and latest coverage start. */
  startMin: string;
  startMax: string;
  /** Earliest and latest end for the given start. */
  endMin: string;
  endMax: string;
}

/** The start window for `today` and the end window for `start`. */
export function coverageDateBounds(today: string, start: string): CoverageDateBounds {
  return {
    startMin: addDays(today, -COVERAGE_WINDOW.daysBack),
    startMax: addDays(today, COVERAGE_WINDOW.daysAhead),
    endMin: addMonths(start, COVERAGE_WINDOW.minEndMonths),
    endMax: addMonths(start, COVERAGE_WINDOW.maxEndMonths),
  };
}

/** The default coverage: starts 14 days from today, ends one year after that. */
export function defaultCoverageDates(today: string): { effectiveDate: string; endDate: string } {
  const effectiveDate = addDays(today, COVERAGE_WINDOW.defaultDaysAhead);
  return { effectiveDate, endDate: termEnd(effectiveDate) };
}

/** The end of a one-year term starting on `start` (a new effective date resets the end to this). */
export const termEnd = (start: string): string => addMonths(start, COVERAGE_WINDOW.termMonths);
