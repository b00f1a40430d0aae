import type { BrowserContext, Page, Request } from 'playwright-core';
import { LOG_ERROR_CAUSES, listenForPageErrors } from './pageErrors';

/**
 * What a page did that a failed wait cannot show: the console's API calls (with the ones still unanswered) and the
 * notifications it showed, which are gone from the page a few seconds later. A test that fails prints them for
 * every open page (`describeOpenPages`, called by the e2e setup file), so a failure seen only in CI's log can be
 * told apart: a request that never came back, a refusal the page showed briefly, or nothing sent at all.
 */

interface ApiCall {
  method: string;
  path: string;
  /** Milliseconds since the page was first watched. */
  at: number;
  outcome?: string;
}

interface Watched {
  since: number;
  calls: ApiCall[];
}

const KEPT_CALLS = 25;
const watched = new Map<Page, Watched>();

/** In the page: the text of each notification (the console's stack of alerts) as it appears, with its time. */
const RECORD_NOTICES = `(() => {
  const shown = (window.__shownNotices = window.__shownNotices || []);
  const record = (node) => {
    if (!(node instanceof Element)) return;
    for (const alert of [node, ...node.querySelectorAll('.MuiAlert-root')]) {
      if (alert.matches('.MuiAlert-root') && alert.closest('[data-testid="notifications"]')) shown.push(Math.round(performance.now()) + ' ms: ' + (alert.textContent || '').trim());
    }
  };
  new MutationObserver((mutations) => mutations.forEach((mutation) => mutation.addedNodes.forEach(record))).observe(document, { childList: true, subtree: true });
})();`;

const isApi = (url: string): boolean => new URL(url).pathname.startsWith('/api/');

function watch(page: Page): void {
  if (watched.has(page)) return;
  listenForPageErrors(page);
  const entry: Watched = { since: Date.now(), calls: [] };
  watched.set(page, entry);
  const pending = new Map<Request, ApiCall>();
  const settle = (request: Request, outcome: string) => {
    const call = pending.get(request);
    if (!call) return;
    pending.delete(request);
    call.outcome = `${outcome} after ${Date.now() - entry.since - call.at} ms`;
  };
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    const url = new URL(request.url());
    const call: ApiCall = { method: request.method(), path: url.pathname + url.search, at: Date.now() - entry.since };
    pending.set(request, call);
    entry.calls.push(call);
    if (entry.calls.length > KEPT_CALLS) entry.calls.shift();
  });
  page.on('requestfinished', (request) => {
    void request.response().then(
      (response) => settle(request, String(response?.status() ?? 'no answer')),
      () => settle(request, 'no answer'),
    );
  });
  page.on('requestfailed', (request) => settle(request, `failed (${request.failure()?.errorText ?? 'unknown'})`));
  page.on('close', () => watched.delete(page));
}

/** Watches every page of a context, present and future (its errors too: pageErrors.ts). */
export async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORD_NOTICES });
  await context.addInitScript({ content: LOG_ERROR_CAUSES });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** Every open page's address, its last API calls (unanswered ones say so) and the notifications it showed. */
export async function describeOpenPages(): Promise<string> {
  const parts: string[] = [];
  for (const [page, entry] of watched) {
    const notices = await page
      .evaluate(() => (window as unknown as { __shownNotices?: string[] }).__shownNotices ?? [])
      .catch(() => ['(unreadable)']);
    const calls = entry.calls.map(
      (call) => `  ${call.at} ms ${call.method} ${call.path} → ${call.outcome ?? 'NO ANSWER YET'}`,
    );
    parts.push(
      [
        `page ${page.url()}`,
        'its last API calls (ms since the page was watched):',
        ...calls,
        'notifications shown since the page loaded (ms since load):',
        ...notices.map((n) => `  ${n}`),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
