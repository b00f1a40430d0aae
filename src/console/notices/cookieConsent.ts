/**
 * Cookie consent (spec 000 §4): unanswered, accepted or denied. An acceptance expires after 6 months and is
 * asked again; a denial never expires. Kept in local storage under the two keys of spec 000 §3.
 */
export const COOKIES_ENABLED_KEY = 'cookiesEnabled';
export const COOKIES_CONSENTED_AT_KEY = 'cookiesLastConsented';
export const COOKIE_BAR_DELAY_MS = 1500;

export type CookieConsent = 'unanswered' | 'accepted' | 'denied';

/** Six calendar months after the answer. */
export function acceptanceExpiry(consentedAt: Date): Date {
  const expiry = new Date(consentedAt);
  expiry.setMonth(expiry.getMonth() + 6);
  return expiry;
}

export function readConsent(storage: Pick<Storage, 'getItem'>, now: Date = new Date()): CookieConsent {
  const answer = storage.getItem(COOKIES_ENABLED_KEY);
  if (answer === 'false') return 'denied';
  if (answer !== 'true') return 'unanswered';
  const at = Number(storage.getItem(COOKIES_CONSENTED_AT_KEY));
  if (!Number.isFinite(at) || at <= 0 || acceptanceExpiry(new Date(at)) <= now) return 'unanswered';
  return 'accepted';
}

/** Clears an expired acceptance so the stored state says what the user sees (asked again). */
export function forgetExpiredConsent(storage: Storage, now: Date = new Date()): CookieConsent {
  const consent = readConsent(storage, now);
  if (consent === 'unanswered') {
    storage.removeItem(COOKIES_ENABLED_KEY);
    storage.removeItem(COOKIES_CONSENTED_AT_KEY);
  }
  return consent;
}

export function answerConsent(storage: Storage, accepted: boolean, now: Date = new Date()): void {
  storage.setItem(COOKIES_ENABLED_KEY, String(accepted));
  storage.setItem(COOKIES_CONSENTED_AT_KEY, String(now.getTime()));
}
