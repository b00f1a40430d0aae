import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
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

const names = () => page.locator('tbody tr td:nth-child(1)').allInnerTexts();

describe('an agency admin manages its webhooks', () => {
  it('lists only its own webhook', async () => {
    await page.goto(`${server.url}/agency/webhooks`);
    await page.locator('tbody tr').first().waitFor();
    expect(await names()).toEqual(['Beta Ledger']);
  });

  it('creates one from a company name; the client id and secret are generated', async () => {
    await page.goto(`${server.url}/agency/webhooks/create`);
    // Blank after trimming: the schema's required rule answers, as the server would.
    await page.getByLabel('Company Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await messageUnder(page, 'Company Name')).toBe('Company Name is a required field');
    await page.getByLabel('Company Name').fill('Zephyr Events');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Webhook created');
    await page.waitForURL(/\/agency\/webhooks\/[0-9a-f-]{36}\/show$/);
    const texts = await page.locator('.RaSimpleShowLayout-stack').innerText();
    expect(texts.match(/\b[A-Za-z0-9]{32}\b/g)).toHaveLength(2);
  });

  it('searches and sorts', async () => {
    await page.goto(`${server.url}/agency/webhooks`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(await names()).toEqual(['Beta Ledger', 'Zephyr Events']);
    await page.getByRole('button', { name: 'Company Name' }).click();
    await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent === 'Zephyr Events');
    await page.getByPlaceholder('Search', { exact: true }).fill('zeph');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  });

  it('edits the client id, secret and URL: 32 characters each, a valid URL', async () => {
    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
    await page.getByLabel('Client ID').fill('too-short');
    await page.getByLabel('Webhook URL').fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await messageUnder(page, 'Client ID')).toBe('Client ID must be 32 letters or digits');
    expect(await messageUnder(page, 'Webhook URL')).toBe('Please enter a valid URL');
    await page.getByLabel('Client ID').fill('Z'.repeat(32));
    await page.getByLabel('Client Secret').fill('s3'.repeat(16));
    await page.getByLabel('Webhook URL').fill('https://zephyr.example.test/events');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Webhook updated');
    await page.waitForURL(/\/show$/);
    await seeText(page, 'https://zephyr.example.test/events');
    await seeText(page, 'Z'.repeat(32));
  });

  it('deletes it', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Webhook deleted');
    await page.waitForURL((url) => url.pathname === '/agency/webhooks');
    await page.goto(`${server.url}/agency/webhooks?filter=${encodeURIComponent('{}')}`);
    await page.locator('tbody tr').first().waitFor();
    expect(await names()).toEqual(['Beta Ledger']);
  });
});
