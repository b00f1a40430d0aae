/**
 * Calendar days as the API writes them (YYYY-MM-DD). "Not before today" rules compare these strings, which
 * order like the days they name.
 */
export const todayIso = (now: Date = new Date()): string => {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/** True for a YYYY-MM-DD day earlier than today (the caller's local day). */
export const isBeforeToday = (day: unknown, now: Date = new Date()): boolean =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && day < todayIso(now);

/** A day `days` after today, for demo data and fixtures. */
export const daysFromToday = (days: number, now: Date = new Date()): string =>
  todayIso(new Date(now.getTime() + days * 86_400_000));

export const EXPIRED_LICENSE = 'Expiration Date cannot be earlier than today';
