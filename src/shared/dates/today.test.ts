import { daysFromToday, isBeforeToday, todayIso } from './today';

describe('calendar days for "not before today"', () => {
  const noon = new Date('2026-03-10T12:00:00');

  it('names today, and days around it, as YYYY-MM-DD', () => {
    expect(todayIso(noon)).toBe('2026-03-10');
    expect(daysFromToday(1, noon)).toBe('2026-03-11');
    expect(daysFromToday(-10, noon)).toBe('2026-02-28');
  });

  it('refuses yesterday, accepts today and later, and ignores what is not a day', () => {
    expect(isBeforeToday('2026-03-09', noon)).toBe(true);
    expect(isBeforeToday('2026-03-10', noon)).toBe(false);
    expect(isBeforeToday('2027-01-01', noon)).toBe(false);
    expect(isBeforeToday('03/09/2026', noon)).toBe(false);
    expect(isBeforeToday(undefined, noon)).toBe(false);
  });
});
