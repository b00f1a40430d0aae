/**
 * Cross-cutting list and record behaviour in the browser: two browsers editing one account (the second
 * save gets the conflict message with a Reload, nothing overwritten), the CSV export of the accounts list
 * (header = the visible column labels, rows = the visible values), and the History tab with Revert.
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
const contexts: BrowserContext[] = [];

const signedInPage = async (email: string): Promise<Page> => {
  const context = await browser.newContext({ acceptDownloads: true });
  contexts.push(context);
  const page = await context.newPage();
  await openSession(page, server.url, email);
  await page.waitForURL('**/dashboard');
  return page;
};

/** An Alpha account created for this file through the API, so other files' changes never interfere. */
async function freshAccount(page: Page, name: string): Promise<string> {
  const token = await page.evaluate(
    () =>
      sessionStorage.getItem('accessToken') ??
      Object.values(sessionStorage).find((v) => v.split('.').length === 3) ??
      '',
  );
  const response = await page.request.post(`${server.url}/api/account/v1/account`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, country: 'US', address1: '1 Conflict Way', city: 'Austin', state: 'TX', zipCode: '78701' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('records across the console', () => {
  let first: Page;
  let second: Page;
  let accountId: string;

  it('two browsers edit the same account: the second save is refused with the conflict message and a Reload', async () => {
    first = await signedInPage('admin@alpha.demo.test');
    second = await signedInPage('admin@alpha.demo.test');
    accountId = await freshAccount(first, `Conflict Co ${Date.now()}`);
    for (const page of [first, second]) {
      await page.goto(`${server.url}/agency/accounts/${accountId}`);
      await page.getByLabel('City').waitFor();
    }
    await first.getByLabel('City').fill('Dallas');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.waitForURL(/\/show$/);

    await second.getByLabel('City').fill('Houston');
    await second.getByRole('button', { name: 'Save' }).click();
    const banner = second.getByTestId('stale-edit');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(
      'This record was changed by someone else since you opened it. Reload it and try again.',
    );
    // Nothing lost: the typed value is still there, and the first save stands.
    expect(await second.getByLabel('City').inputValue()).toBe('Houston');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await second.waitForLoadState('load');
    await second.getByLabel('City').waitFor();
    expect(await second.getByLabel('City').inputValue()).toBe('Dallas');
  });

  it('the History tab shows the change with its field diff, and Revert restores the earlier value', async () => {
    await first.goto(`${server.url}/agency/accounts/${accountId}/show/history`);
    await first.getByTestId('history-entry').first().waitFor();
    const change = first.getByTestId('history-change').filter({ hasText: 'City' }).first();
    expect(await change.innerText()).toMatch(/City.*Austin.*→.*Dallas/);
    expect(await first.getByTestId('history-entry').first().innerText()).toContain('admin@alpha.demo.test');
    await first.getByTestId('history-entry').first().getByRole('button', { name: 'Revert' }).click();
    await seeText(first, 'The earlier values were restored.');
    await first.getByText('Reverted').first().waitFor();
    await first.goto(`${server.url}/agency/accounts/${accountId}/show`);
    await seeText(first, 'Austin');
  });

  it('exports the accounts list to CSV with the visible column labels as header and the visible rows', async () => {
    await first.goto(`${server.url}/agency/accounts`);
    await first.locator('tbody tr').first().waitFor();
    const headers = (await first.locator('thead th').allInnerTexts()).map((h) => h.trim()).filter((h) => h !== '');
    const firstRow = (await first.locator('tbody tr').first().locator('td').allInnerTexts()).map((c) => c.trim());
    const [download] = await Promise.all([
      first.waitForEvent('download'),
      first.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual(headers);
    expect(parsed.data.length).toBeGreaterThan(1);
    // The first row of the list is in the file, under the same columns (name, agency, city, state, ZIP, status).
    const name = firstRow.find((cell) => cell !== '' && cell !== '✓' && !/^\s*$/.test(cell))!;
    const row = parsed.data.find((r) => r[0] === name);
    expect(row, `row ${name}`).toBeDefined();
    expect(row!.slice(1, 6)).toEqual(firstRow.slice(firstRow.indexOf(name) + 1, firstRow.indexOf(name) + 6));
  });

  it('leaves a column hidden through Columns out of the CSV, and follows the list', async () => {
    await first.goto(`${server.url}/agency/accounts`);
    await first.locator('tbody tr').first().waitFor();
    await first.getByRole('button', { name: 'Columns' }).click();
    await first.getByRole('option', { name: 'City' }).getByRole('switch').uncheck();
    await first.keyboard.press('Escape');
    await first.locator('thead th', { hasText: 'City' }).waitFor({ state: 'detached' });
    const headers = (await first.locator('thead th').allInnerTexts()).map((h) => h.trim()).filter((h) => h !== '');
    expect(headers).not.toContain('City');
    const [download] = await Promise.all([
      first.waitForEvent('download'),
      first.getByRole('button', { name: 'Export' }).click(),
    ]);
    const parsed = Papa.parse<string[]>(fs.readFileSync((await download.path())!, 'utf8').trim());
    expect(parsed.data[0]).toEqual(headers);
    // Shown again, it is exported again.
    await first.getByRole('button', { name: 'Columns' }).click();
    await first.getByRole('option', { name: 'City' }).getByRole('switch').check();
    await first.keyboard.press('Escape');
    await first.locator('thead th', { hasText: 'City' }).waitFor();
  });
});
