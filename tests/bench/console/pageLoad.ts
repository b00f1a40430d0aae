/**
 * One cold page load in a fresh browser context: every JavaScript response the page receives (the entry,
 * its modulepreloaded chunks and every chunk loaded on demand until the network is quiet) and the time from
 * navigation start to the first animation frame in which the page is ready.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

export interface PageLoad {
  /** Sum of the gzip size of every JS file loaded (zlib default level, as Vite reports it). */
  jsGzipBytes: number;
  jsFiles: number;
  /** Milliseconds from navigation start to the first frame in which `ready` held. */
  readyMs: number;
}

export interface PageLoadOptions {
  url: string;
  /** Runs in the page before any of its scripts (e.g. puts a session's tokens in sessionStorage). */
  initScript?: { content: string };
  /** A browser-side predicate; the page counts as painted at the first animation frame where it is true. */
  ready: string;
}

const isJavaScript = (response: Response): boolean =>
  (response.headers()['content-type'] ?? '').includes('javascript') || new URL(response.url()).pathname.endsWith('.js');

/**
 * Polls `predicate` at every animation frame from a script of its own. Not `page.waitForFunction`: Playwright runs
 * a predicate given as a string (as the bench's are) through the page's `eval`, which the console's Trusted Types
 * policy refuses.
 */
async function readyAt(page: Page, predicate: string): Promise<number> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const deadline = performance.now() + 60000;
    const poll = () => {
      if (${predicate}) resolve(performance.now());
      else if (performance.now() > deadline) reject(new Error('the page was not ready after 60 s'));
      else requestAnimationFrame(poll);
    };
    poll();
  })`)) as number;
}

export async function measurePageLoad(browser: Browser, options: PageLoadOptions): Promise<PageLoad> {
  const context = await browser.newContext();
  try {
    if (options.initScript) await context.addInitScript(options.initScript);
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    let measured = false;
    page.on('response', (response) => {
      // A response after the page was measured is not counted (and its body may be gone with the context).
      if (!measured && response.ok() && isJavaScript(response))
        scripts.push(
          response.body().then((body) => {
            const size = gzipSync(body).length;
            // BENCH_FILES=1: which files a page loads, to find what made it grow.
            if (process.env.BENCH_FILES) console.log(`  ${options.url} ${new URL(response.url()).pathname} ${size}`);
            return size;
          }),
        );
    });
    await page.goto(options.url, { waitUntil: 'commit' });
    const readyMs = await readyAt(page, options.ready);
    // Chunks requested on demand right after the paint belong to the page too.
    await page.waitForLoadState('networkidle');
    measured = true;
    const sizes = await Promise.all(scripts);
    return { jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0), jsFiles: sizes.length, readyMs };
  } finally {
    await context.close();
  }
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
