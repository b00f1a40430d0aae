import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'admin@beta.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

describe('Beta, an agency without tags, sets them up and toggles them on an account', () => {
  it('offers "Setup Tags" on the accounts page, leading to /agency/manage/tags', async () => {
    await page.goto(`${server.url}/agency/accounts`);
    const link = page.getByRole('link', { name: 'Setup Tags' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/agency/manage/tags');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/agency/tags');
    await seeText(page, 'No Tags yet');
  });

  it('creates tags', async () => {
    for (const name of ['VIP', 'Key Client']) {
      await page.goto(`${server.url}/agency/tags/create`);
      await page.getByLabel('Tag Name').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await seeText(page, 'Tag created');
      await page.waitForURL((url) => url.pathname === '/agency/tags');
    }
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(await page.locator('tbody tr td:nth-child(1)').allInnerTexts()).toEqual(['Key Client', 'VIP']);
  });

  it('no longer offers "Setup Tags"', async () => {
    await page.goto(`${server.url}/agency/accounts`);
    await page.locator('tbody tr').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('link', { name: 'Setup Tags' }).count()).toBe(0);
  });

  it('selects and unselects a tag on an account, and the choice persists', async () => {
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/agency\/accounts\/[0-9a-f-]{36}\/show$/);
    const vip = page.getByRole('button', { name: 'VIP' });
    await vip.waitFor();
    expect(await vip.getAttribute('aria-pressed')).toBe('false');
    await vip.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-pressed="true"]')].some((e) => e.textContent === 'VIP'),
    );
    await page.reload();
    await page.getByRole('button', { name: 'VIP' }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-pressed="true"]')].some((e) => e.textContent === 'VIP'),
    );
    expect(await page.getByRole('button', { name: 'Key Client' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: 'VIP' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[aria-pressed="false"]')].some((e) => e.textContent === 'VIP'),
    );
  });

  it('renames and deletes a tag', async () => {
    await page.goto(`${server.url}/agency/tags`);
    await page.getByText('Key Client').click();
    await page.waitForURL(/\/agency\/tags\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Tag Name' }).fill('Key Account');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Tag updated');
    await seeText(page, 'Key Account');
    await page
      .getByRole('row', { name: /Key Account/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Tag deleted');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  });
});
