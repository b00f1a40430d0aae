import { showValue } from './showValue';

describe('showValue', () => {
  it('shows empty values as a dash and objects as JSON', () => {
    expect(showValue(null)).toBe('—');
    expect(showValue('')).toBe('—');
    expect(showValue(['a'])).toBe('["a"]');
    expect(showValue(12)).toBe('12');
  });
});
