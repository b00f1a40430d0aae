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
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).toMatch(/(^|;)trusted-types default(;|$)/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      // Served over plain HTTP with no trusted proxy: no HSTS (a browser would ignore it anyway).
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('answers the API reference page with the policy less Trusted Types (Swagger UI writes HTML)', async () => {
    const policy = (await consoleHeaders('/api/docs'))['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('trusted-types');
  });

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

    // Markup that got past the console's escaping (as a flaw in some view would let it) does not even reach the
    // page: Trusted Types are required and the console's default policy passes no such HTML, so the browser refuses
    // the write and says so.
    expectPageErrors(/This document requires 'TrustedHTML' assignment/);
    const refused = page.waitForEvent('console', (message) =>
      message.text().includes("This document requires 'TrustedHTML' assignment"),
    );
    const written = await page.evaluate((markup) => {
      try {
        document.body.insertAdjacentHTML('beforeend', markup);
        return 'written';
      } catch (error) {
        return (error as Error).name;
      }
    }, name);
    expect(written).toBe('TypeError');
    await refused;
    expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
  });
});

describe('Trusted Types on a console page', () => {
  it('has only the default policy, which passes no script, no other HTML and no other script URL', async () => {
    await openSession(page, server.url, 'admin@alpha.demo.test', { path: '/agency/accounts' });
    expectPageErrors(
      /This document requires 'Trusted(HTML|Script|ScriptURL)' assignment|Creating a TrustedTypePolicy named 'another' violates/,
    );
    // In a task of the page's own: code that DevTools runs directly may evaluate strings whatever the policy says.
    const outcomes = await page.evaluate(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            const attempt = (write: () => unknown) => {
              try {
                write();
                return 'done';
              } catch (error) {
                return (error as Error).name;
              }
            };
            const factory = (
              window as unknown as {
                trustedTypes: {
                  defaultPolicy: { name: string } | null;
                  createPolicy(name: string, rules: object): unknown;
                };
              }
            ).trustedTypes;
            resolve({
              policy: factory.defaultPolicy?.name,
              anotherPolicy: attempt(() => factory.createPolicy('another', {})),
              html: attempt(() => (document.createElement('div').innerHTML = '<b>markup</b>')),
              eval: attempt(() => window.eval('1 + 1')),
              functionSource: attempt(() => new Function('return document.cookie')),
              scriptUrl: attempt(() => (document.createElement('script').src = '/assets/other.js')),
            });
          }),
        ),
    );
    expect(outcomes).toEqual({
      policy: 'default',
      anotherPolicy: 'TypeError',
      html: 'TypeError',
      eval: 'EvalError',
      functionSource: 'EvalError',
      scriptUrl: 'TypeError',
    });
  });
});
