import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, loginTokens, openSession } from './support/browser';
import { seeText } from './support/form';
import { expectPageErrors } from './support/pageErrors';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** The answer's headers of a console page, as the browser receives them. */
async function consoleHeaders(path: string): Promise<Record<string, string>> {
  const response = await page.goto(`${server.url}${path}`);
  if (!response) throw new Error(`no answer for ${path}`);
  return response.allHeaders();
}

describe('security headers', () => {
  it.each(['/login', '/agency/accounts', '/agency/quotes/create'])(
    '%s answers with the policy and the other headers',
    async (path) => {
      const headers = await consoleHeaders(path);
      const policy = headers['content-security-policy'];
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      // Served over plain HTTP with no trusted proxy: no HSTS (a browser would ignore it anyway).
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('answers an API call with personal data with no-store', async () => {
    const { accessToken } = await loginTokens(server.url, 'admin@alpha.demo.test');
    const response = await fetch(`${server.url}/api/account/v1/tags/search`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('script injected into a record', () => {
  it("shows a tag name's markup as text, and the policy refuses an inline handler that reaches the page", async () => {
    const { accessToken } = await loginTokens(server.url, 'admin@alpha.demo.test');
    const name = `<img src=x onerror="window.injected=1">${Date.now() % 1_000_000}`;
    const created = await fetch(`${server.url}/api/account/v1/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);

    await openSession(page, server.url, 'admin@alpha.demo.test', { path: '/agency/tags' });
    await seeText(page, name);
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();

    // Markup that got past the console's escaping (as a flaw in some view would let it) still does not run: the
    // policy has no 'unsafe-inline' for scripts, so the browser blocks the handler and says so.
    expectPageErrors(/inline event handler violates the following Content Security Policy directive/);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes('inline event handler violates the following Content Security Policy'),
    );
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), name);
    await refused;
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });
});
