import type { BrowserContext } from 'playwright-core';

/**
 * Local storage items written in every document of the context before its own scripts run. A document without
 * storage (about:blank, a sandboxed page) is skipped: an init script that throws there is a page error, which fails
 * the test (pageErrors.ts).
 */
export async function presetLocalStorage(context: BrowserContext, items: Record<string, string>): Promise<void> {
  await context.addInitScript((entries) => {
    try {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    } catch {
      // No storage in this document.
    }
  }, Object.entries(items));
}

/** The cookie bar answered already ("deny"), for tests that are about something else. */
export const declineCookies = (context: BrowserContext): Promise<void> =>
  presetLocalStorage(context, { cookiesEnabled: 'false' });
