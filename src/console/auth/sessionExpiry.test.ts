// @vitest-environment jsdom
import { markSessionExpired, takeSessionExpired } from './sessionExpiry';

describe('session expiry mark', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read once after being set', () => {
    expect(takeSessionExpired()).toBe(false);
    markSessionExpired();
    expect(takeSessionExpired()).toBe(true);
    expect(takeSessionExpired()).toBe(false);
  });
});
