import type { Page } from 'playwright-core';

/**
 * Errors the console logged or threw in a test's pages. Each is printed as it happens; the e2e setup file
 * (reportFailures.ts) fails the test that saw one, unless the test said it expects it (`expectPageErrors`, for the
 * deliberate crash). A Content-Security-Policy violation is such a console error ("… violates the following
 * Content Security Policy directive …"), so every test also proves the console works under the policy. Failed requests are left out: tests provoke 4xx answers on
 * purpose, and the page then shows the refusal, which the test asserts.
 */

/** In the page: an error React recovered from (#520) carries what was thrown as its `cause`; logged with it. */
export const LOG_ERROR_CAUSES = `window.addEventListener('error', (event) => {
  const cause = event.error && event.error.cause;
  if (cause) console.error('[cause of ' + event.message.slice(0, 40) + '] ' + (cause.stack || String(cause)));
});`;

const seen: string[] = [];
const expected: RegExp[] = [];
const listening = new WeakSet<Page>();

/** Listens to the page's errors; false when it already was. */
export function listenForPageErrors(page: Page): boolean {
  if (listening.has(page)) return false;
  listening.add(page);
  const record = (kind: string, text: string) => {
    const entry = `[${kind}] ${page.url()}\n${text}`;
    console.error(entry);
    seen.push(entry);
  };
  page.on('pageerror', (error) => record('page error', error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      record('console error', message.text());
  });
  return true;
}

/** The current test expects errors matching `pattern` (a deliberate crash); others still fail it. */
export function expectPageErrors(pattern: RegExp): void {
  expected.push(pattern);
}

/** The errors seen since the last call that no expectation covers; both lists start again empty. */
export function takeUnexpectedPageErrors(): string[] {
  const unexpected = seen.filter((entry) => !expected.some((pattern) => pattern.test(entry)));
  seen.length = 0;
  expected.length = 0;
  return unexpected;
}
