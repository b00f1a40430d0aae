import { createTheme, getContrastRatio } from '@mui/material/styles';
import { BREAKPOINTS, consoleTheme, rootFontSizeFor } from './theme';

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

describe('colours', () => {
  it('writes white labels on the light theme’s warning colour at 4.5:1 or more (WCAG AA)', () => {
    const theme = createTheme(consoleTheme);
    expect(theme.palette.warning.contrastText).toBe('#fff');
    expect(getContrastRatio(theme.palette.warning.main, '#fff')).toBeGreaterThanOrEqual(4.5);
  });
});
