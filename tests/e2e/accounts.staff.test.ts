import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;
let createdId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const rowNames = async () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();

describe('provider staff administers accounts end to end', () => {
  it('signs in and lands on /admin/dashboard', async () => {
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await seeText(page, 'Welcome, Sam Staff');
  });

  it('refuses an invalid ZIP with the spec message under the field, keeping what was typed', async () => {
    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByLabel('Account Name').fill('Zephyr Test Works');
    await page.getByLabel('Address', { exact: false }).first().fill('1 Test Road');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('ZIP Code').fill('00000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await seeText(page, 'Invalid ZIP Code');
    expect(await messageUnder(page, 'ZIP Code')).toBe('Invalid ZIP Code');
    expect(await page.getByLabel('Account Name').inputValue()).toBe('Zephyr Test Works');
    expect(new URL(page.url()).pathname).toBe('/admin/accounts/create');
  });

  it('saves once the ZIP is fixed', async () => {
    await page.getByLabel('ZIP Code').fill('78701');
    // The new-account form searches first (spec 001 §4); no company matches, so it is added as a new account.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Account Lookup' }).waitFor();
    await seeText(page, 'No matching companies found.');
    await page.getByRole('button', { name: 'Add as New Account' }).click();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await seeText(page, 'Account Created Successfully!');
    await page.waitForURL(/\/admin\/accounts\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Zephyr Test Works');
    createdId = new URL(page.url()).pathname.split('/')[3];
  });

  it('finds the account by search', async () => {
    await page.goto(`${server.url}/admin/accounts`);
    await page.getByPlaceholder('Search', { exact: true }).fill('zephyr');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await rowNames()).toEqual(['Zephyr Test Works']);
  });

  it('sorts by name both ways', async () => {
    // react-admin remembers the last search; start from a clean list.
    await page.goto(`${server.url}/admin/accounts?filter=%7B%7D&sort=name&order=ASC&page=1`);
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 25);
    const ascending = await rowNames();
    expect(ascending[0]).toBe('Alpha Omega Consulting');
    await page.getByRole('button', { name: 'Account Name' }).click();
    await page.waitForFunction(
      () => document.querySelector('tbody tr td:nth-child(2)')?.textContent === 'Zephyr Test Works',
    );
    const descending = await rowNames();
    expect(descending).toHaveLength(25);
    expect([...descending].sort((a, b) => b.localeCompare(a))).toEqual(descending);
  });

  it('edits the account', async () => {
    await page.getByText('Zephyr Test Works').first().click();
    await page.waitForURL(`**/admin/accounts/${createdId}/show`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/accounts\/[0-9a-f-]{36}$/);
    await page.getByLabel('Account Name').fill('Zephyr Test Works Ltd');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Account Details Updated Successfully.');
    await page.waitForURL(/\/show$/);
    await seeText(page, 'Zephyr Test Works Ltd');
  });

  it('deletes the account', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Account Deleted Successfully!');
    await page.waitForURL((url) => url.pathname === '/admin/accounts');
    await page.getByPlaceholder('Search', { exact: true }).fill('zephyr');
    await seeText(page, 'found using the current filters');
    expect(await page.locator('tbody tr').count()).toBe(0);
  });
});
