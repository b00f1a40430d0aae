import { DEFAULT_DURATION, durationStart, parseDuration } from './durations';

const now = new Date(2026, 10, 21, 17, 30, 0);

describe('dashboard durations (spec 002 §9)', () => {
  it('defaults to last 7 days, also for unknown or blank codes', () => {
    expect(DEFAULT_DURATION).toBe(5);
    expect(parseDuration(undefined)).toBe(5);
    expect(parseDuration('')).toBe(5);
    expect(parseDuration('9')).toBe(5);
    expect(parseDuration('abc')).toBe(5);
    expect(parseDuration('0')).toBe(0);
    expect(parseDuration(8)).toBe(8);
  });

  it.each([
    [0, 15 * 60_000],
    [1, 60 * 60_000],
    [2, 4 * 3_600_000],
    [4, 24 * 3_600_000],
    [5, 7 * 86_400_000],
    [7, 30 * 86_400_000],
    [8, 90 * 86_400_000],
  ] as const)('code %i reaches back %i ms', (code, span) => {
    expect(now.getTime() - durationStart(code, now).getTime()).toBe(span);
  });

  it('today starts at midnight and month to date on the first', () => {
    expect(durationStart(3, now)).toEqual(new Date(2026, 10, 21));
    expect(durationStart(6, now)).toEqual(new Date(2026, 10, 1));
  });
});
