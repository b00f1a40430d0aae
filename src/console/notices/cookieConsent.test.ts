import {
  acceptanceExpiry,
  answerConsent,
  COOKIES_ENABLED_KEY,
  forgetExpiredConsent,
  readConsent,
} from './cookieConsent';

const memory = (): Storage => {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
};

describe('cookie consent (spec 000 §4)', () => {
  const answeredAt = new Date(2026, 0, 15, 12);

  it('starts unanswered', () => {
    expect(readConsent(memory())).toBe('unanswered');
  });

  it('keeps an acceptance for 6 months, then asks again and clears it', () => {
    const storage = memory();
    answerConsent(storage, true, answeredAt);
    expect(acceptanceExpiry(answeredAt)).toEqual(new Date(2026, 6, 15, 12));
    expect(readConsent(storage, new Date(2026, 6, 15, 11))).toBe('accepted');
    expect(forgetExpiredConsent(storage, new Date(2026, 6, 15, 12))).toBe('unanswered');
    expect(storage.getItem(COOKIES_ENABLED_KEY)).toBeNull();
  });

  it('never lets a denial expire', () => {
    const storage = memory();
    answerConsent(storage, false, answeredAt);
    expect(readConsent(storage, new Date(2036, 0, 1))).toBe('denied');
  });
});
