import { REGION_PROFILES } from '../../shared/region/regions';
import { regionFormat } from './useRegionFormat';

const of = (region: keyof typeof REGION_PROFILES) =>
  regionFormat(REGION_PROFILES[region].locale, REGION_PROFILES[region].currency);

describe('region formatters', () => {
  it('money in each region’s currency and grouping, 2 decimals', () => {
    expect(of('US').money(1234.5)).toBe('$1,234.50');
    expect(of('UK').money(1234.5)).toBe('£1,234.50');
    expect(of('AU').money(1234.5)).toBe('$1,234.50');
  });

  it('a day the locale’s way, the same calendar day wherever the browser is', () => {
    expect(of('US').date('2031-02-01')).toBe('2/1/31');
    expect(of('UK').date('2031-02-01')).toBe('01/02/2031');
    expect(of('AU').date('2031-02-01')).toBe('1/2/31');
  });

  it('numbers and percentages', () => {
    expect(of('UK').number(1250000)).toBe('1,250,000');
    expect(of('US').number(1.2345)).toBe('1.23');
    expect(of('AU').percent(0.125)).toBe('12.5%');
  });
});
