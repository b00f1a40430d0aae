import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { sharedConsoleUrl } from './support/sharedServer';
import { sessionApi } from './support/sessionApi';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

/** The signed-in user's own API answer, as the console's session holds the token. */
const api = <T>(path: string): Promise<T> => sessionApi<T>(page, path);

const box = () => page.getByRole('combobox', { name: 'Search accounts, quotes, policies and claims' });

describe('the app bar’s search', () => {
  it('Ctrl+K opens it; a quote number finds the quote and Enter opens its page', async () => {
    const quote = (await api<{ content: { id: string; quoteNumber: string }[] }>('/api/quote/v1/search?size=1'))
      .content[0];
    await page.getByRole('button', { name: 'Search accounts, quotes, policies and claims' }).waitFor();
    await page.keyboard.press('Control+K');
    await box().fill(quote.quoteNumber);
    const option = page.getByRole('option', { name: new RegExp(quote.quoteNumber) });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await box().press('Enter');
    await page.waitForURL(`**/agency/quotes/${quote.id}/show`);
  });

  it('part of an account’s name finds the account under Accounts; a click opens it', async () => {
    const account = (
      await api<{ content: { id: string; name: string }[] }>('/api/account/v1/account/search?size=1&sort=name,asc')
    ).content[0];
    await page.getByRole('button', { name: 'Search accounts, quotes, policies and claims' }).click();
    await box().fill(account.name.slice(0, 6));
    const option = page.getByRole('option', { name: new RegExp(account.name) }).first();
    await option.waitFor();
    await page.locator('#find-results').getByText('Accounts', { exact: true }).waitFor();
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await option.click();
    await page.waitForURL(`**/agency/accounts/${account.id}/show`);
  });

  it('another agency’s quote number finds nothing', async () => {
    await page.keyboard.press('Control+K');
    await box().fill('Q-BET-');
    await page.getByRole('status').getByText('Nothing found for “Q-BET-”.').waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});
