import {
  defaultStatementMonth,
  monthRange,
  statementMonthOf,
  statementMonths,
  statementYears,
} from './statementPeriod';

describe('commission statement periods (spec 001 §9)', () => {
  const nov2026 = new Date('2026-11-23T12:00:00Z');

  it('offers the years from 2020, at most 7 back, newest first', () => {
    expect(statementYears(nov2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(statementYears(new Date('2030-03-01T00:00:00Z'))).toEqual([2030, 2029, 2028, 2027, 2026, 2025, 2024, 2023]);
    expect(statementYears(new Date('2021-06-01T00:00:00Z'))).toEqual([2021, 2020]);
  });

  it('caps the current year at the current month', () => {
    expect(statementMonths(2026, nov2026)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(statementMonths(2025, nov2026)).toHaveLength(12);
  });

  it('defaults to last month, December of last year in January', () => {
    expect(defaultStatementMonth(nov2026)).toEqual({ year: 2026, month: 10 });
    expect(defaultStatementMonth(new Date('2027-01-05T00:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('names the field at fault', () => {
    expect(statementMonthOf('2019', '5', nov2026)).toEqual({ field: 'year', detail: 'Please select a Year' });
    expect(statementMonthOf('2026', '12', nov2026)).toEqual({ field: 'month', detail: 'Please select a Month' });
    expect(statementMonthOf('2026', '0', nov2026)).toEqual({ field: 'month', detail: 'Please select a Month' });
    expect(statementMonthOf('2025', '12', nov2026)).toEqual({ year: 2025, month: 12 });
    expect(statementMonthOf(undefined, undefined, nov2026)).toEqual({ year: 2026, month: 10 });
  });

  it('spans a month up to the next one', () => {
    expect(monthRange({ year: 2025, month: 12 })).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(monthRange({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});
