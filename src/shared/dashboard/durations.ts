/**
 * The dashboard's duration selector (spec 002 §9): codes 0–8, "last 7 days" (5) by default. Each code
 * names the start of the window; the end is always now.
 */
export const DURATION_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type DurationCode = (typeof DURATION_CODES)[number];

export const DEFAULT_DURATION: DurationCode = 5;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const isDurationCode = (value: unknown): value is DurationCode =>
  DURATION_CODES.includes(Number(value) as DurationCode) && String(value).trim() !== '';

/** Reads a query value; anything else than a known code falls back to the default. */
export const parseDuration = (value: unknown): DurationCode =>
  isDurationCode(value) ? (Number(value) as DurationCode) : DEFAULT_DURATION;

/**
 * Start of the window. "Today" and "month to date" begin at local midnight of the caller's clock (the
 * server's, for figures), the others are sliding windows.
 */
export function durationStart(code: DurationCode, now: Date = new Date()): Date {
  const at = now.getTime();
  switch (code) {
    case 0:
      return new Date(at - 15 * MINUTE);
    case 1:
      return new Date(at - 60 * MINUTE);
    case 2:
      return new Date(at - 4 * HOUR);
    case 3:
      return new Date(now.getFullYear(), now.getMonth(), now.getDate());
    case 4:
      return new Date(at - 24 * HOUR);
    case 5:
      return new Date(at - 7 * DAY);
    case 6:
      return new Date(now.getFullYear(), now.getMonth(), 1);
    case 7:
      return new Date(at - 30 * DAY);
    case 8:
      return new Date(at - 90 * DAY);
  }
}
