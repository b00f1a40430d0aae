import { daysFromToday, todayIso } from '../../../src/shared/dates/today';
import { earliestNeedBy, initialNeedBy, needByTooEarly } from './needBy';

const now = new Date(2026, 10, 23, 15, 0, 0);
const later = (days: number) => {
  const day = new Date(now);
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

describe('the need-by date', () => {
  it('opens 7 days out when the quote has none, or only a past one', () => {
    expect(initialNeedBy(undefined, now)).toBe(later(7));
    expect(initialNeedBy(later(-1), now)).toBe(later(7));
  });

  it("opens on the quote's own date when it is today or later", () => {
    expect(initialNeedBy(later(3), now)).toBe(later(3));
    expect(initialNeedBy(`${later(0)}T00:00:00.000Z`, now)).toBe(later(0));
  });

  it('allows today, not yesterday', () => {
    expect(earliestNeedBy(now)).toBe(later(0));
    expect(needByTooEarly(later(0), now)).toBe(false);
    expect(needByTooEarly(later(-1), now)).toBe(true);
  });

  it("agrees with the server's days (src/shared/dates/today)", () => {
    expect(initialNeedBy(null)).toBe(daysFromToday(7));
    expect(earliestNeedBy()).toBe(todayIso());
  });
});
