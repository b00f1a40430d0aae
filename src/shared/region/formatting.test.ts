import { formatMoney, formatPhone, groupNumber, parseGroupedNumber } from './formatting';

describe('regional formatting (spec 000 §5, §9)', () => {
  it('uses £ for UK and $ otherwise, with 2 decimals and grouping', () => {
    expect(formatMoney(1234567.5, 'UK')).toBe('£1,234,567.50');
    expect(formatMoney(1234567.5, 'US')).toBe('$1,234,567.50');
    expect(formatMoney(0.1, 'AU')).toBe('$0.10');
    expect(formatMoney(-20, 'US')).toBe('-$20.00');
  });

  it('groups numeric input and reads it back', () => {
    expect(groupNumber(1000000)).toBe('1,000,000.00');
    expect(parseGroupedNumber('1,000,000.25')).toBe(1000000.25);
    expect(parseGroupedNumber('')).toBeUndefined();
    expect(parseGroupedNumber('12a')).toBeUndefined();
  });

  it('shows 10-digit phones as (xxx) xxx-xxxx and leaves others alone', () => {
    expect(formatPhone('5125550134')).toBe('(512) 555-0134');
    expect(formatPhone('512.555.0134')).toBe('(512) 555-0134');
    expect(formatPhone('02079 460018')).toBe('02079 460018');
    expect(formatPhone(null)).toBe('');
  });
});
