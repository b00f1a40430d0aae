import { BREAKPOINTS, rootFontSizeFor } from './theme';

describe('layout constants (spec 000 §9)', () => {
  it('uses the breakpoints 0/600/960/1280/1920', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([0, 600, 960, 1280, 1920]);
  });

  it('sets the root font size to 12, 14 from 1620 px and 16 from 1920 px', () => {
    expect(rootFontSizeFor(1280)).toBe(12);
    expect(rootFontSizeFor(1619)).toBe(12);
    expect(rootFontSizeFor(1620)).toBe(14);
    expect(rootFontSizeFor(1919)).toBe(14);
    expect(rootFontSizeFor(1920)).toBe(16);
  });
});
