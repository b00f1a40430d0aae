/** The plan's dates across month ends and leap years (spec 002 §9: first due the day after, then monthly). */
import { describe, expect, it } from 'vitest';
import { addMonths, disaffirmDeadline, instalmentDueDates, payInFullDeadline } from './schedule';

describe('financing schedule dates', () => {
  it('a plan from Jan 30 is due on the 31st, or the last day of shorter months', () => {
    expect(instalmentDueDates('2026-01-30', 10)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
    ]);
  });

  it('in a leap year February ends on the 29th', () => {
    expect(instalmentDueDates('2028-01-30', 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('a plan from Dec 31 starts on New Year and runs into the next year', () => {
    expect(instalmentDueDates('2027-12-31', 10)).toEqual([
      '2028-01-01',
      '2028-02-01',
      '2028-03-01',
      '2028-04-01',
      '2028-05-01',
      '2028-06-01',
      '2028-07-01',
      '2028-08-01',
      '2028-09-01',
      '2028-10-01',
    ]);
  });

  it('a plan from the last day of February starts on March 1st; one from the 27th meets February 28th later', () => {
    expect(instalmentDueDates('2026-02-28', 2)).toEqual(['2026-03-01', '2026-04-01']);
    expect(instalmentDueDates('2025-08-27', 7)[6]).toBe('2026-02-28');
  });

  it('disaffirm within 10 days and pay in full within 30, across month and year ends', () => {
    expect(disaffirmDeadline('2026-12-25')).toBe('2027-01-04');
    expect(payInFullDeadline('2026-01-31')).toBe('2026-03-02');
    expect(payInFullDeadline('2028-02-10')).toBe('2028-03-11');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('15/03/2026', 1)).toThrow(RangeError);
  });
});
