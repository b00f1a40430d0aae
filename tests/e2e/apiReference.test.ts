import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** The reference page narrowed to one tag with its filter box (it draws operations as they scroll into view). */
async function openArea(tag: string): Promise<void> {
  await page.goto(`${server.url}/api/docs`);
  await page.getByRole('heading', { name: /Adaptive Insurance Platform API/ }).waitFor();
  await page.getByPlaceholder('Filter by tag').fill(tag);
}

const operation = (method: string, path: string) =>
  page.locator(`.opblock-${method}`, { has: page.locator(`[data-path="${path}"]`) });

describe('the API reference at /api/docs', () => {
  it("shows a spec path (spec 001 §7, webhooks: POST createHook {companyName}) and, opened, that operation's body fields", async () => {
    await openArea('webhooks');
    const createHook = operation('post', '/api/webhook/v1/createHook');
    await createHook.locator('.opblock-summary-control').click();
    const body = createHook.locator('.opblock-section-request-body');
    await body.getByText('"companyName"', { exact: false }).first().waitFor();
    await body.getByRole('tab', { name: 'Schema' }).click();
    const collapsed = body.locator('.model-box .model-toggle.collapsed').first();
    if (await collapsed.count()) await collapsed.click();
    await body.locator('.model-box tr.property-row', { hasText: 'companyName' }).waitFor();
    await body.locator('.model-box tr.property-row', { hasText: 'webhookUrl' }).waitFor();
  });

  it("renders under a Content-Security-Policy of script-src 'self' (no inline or evaluated script)", async () => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await page.route(`${server.url}/api/docs`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "script-src 'self'; object-src 'none'" },
      });
    });
    await openArea('webhooks');
    await operation('post', '/api/webhook/v1/createHook').waitFor();
    expect(violations).toEqual([]);
  });

  it('needs no sign-in, and marks which operations take the bearer token and which are public', async () => {
    await openArea('quotes');
    await operation('post', '/api/quote/v1').locator('.authorization__btn').waitFor();
    await openArea('auth');
    const login = operation('post', '/api/auth/v1/login');
    await login.waitFor();
    expect(await login.locator('.authorization__btn').count()).toBe(0);
  });
});
