/**
 * Spec 000 §8.3: a remembered device whose session can no longer refresh says so on the login screen.
 * The mark lives in sessionStorage between the failed refresh and the login screen that reads it once.
 */
const KEY = 'sessionExpired';

export const markSessionExpired = (): void => sessionStorage.setItem(KEY, 'true');

/** True once after a remembered session expired; reading clears it. */
export function takeSessionExpired(): boolean {
  const expired = sessionStorage.getItem(KEY) === 'true';
  sessionStorage.removeItem(KEY);
  return expired;
}
