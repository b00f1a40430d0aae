import type { Page } from 'playwright-core';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

// Its own server: the orders and counts below are the demo data's, which the quoting journeys of other files
// change on the shared server (they create, send and bind quotes).
const server = ownServer('quotes_policies');
let page: Page;

beforeAll(async () => {
  page = await server.newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});

const column = (n: number) => page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const headers = () => page.locator('thead th').allInnerTexts();
const reset = (resource: string) =>
  page.goto(`${server.url}/agency/${resource}?filter=${encodeURIComponent('{}')}&page=1`);
async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('quotes: the dashboard table, its filters, show and delete', () => {
  it('shows the spec columns, newest change first, 25 per page', async () => {
    await reset('quotes');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 25);
    expect((await headers()).map((h) => h.trim()).filter(Boolean)).toEqual([
      'Effective',
      'Last Updated',
      'Client',
      'Quote Number',
      'Status',
      'Actions',
    ]);
    // The demo's surplus-lines quote (Bayou Dental Group, LA) is seeded last, so it is the newest change.
    expect((await column(4)).slice(0, 3)).toEqual(['Q-ALP-LA01', 'Q-CUST-0001', 'Q-ALP-1001']);
  });

  it('filters inactive (Invalid or Declined) and renewals', async () => {
    await choose('Status', 'Inactive (Invalid or Declined)');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tbody tr td:nth-child(5)')].every((c) =>
        ['INVALID', 'DECLINED'].includes(c.textContent ?? ''),
      ),
    );
    expect(new Set(await column(5))).toEqual(new Set(['INVALID', 'DECLINED']));
    await reset('quotes');
    await choose('Type', 'Renewals');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 9);
    await reset('quotes');
    await choose('Status', 'Ready');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tbody tr td:nth-child(5)')].every((c) => c.textContent === 'READY'),
    );
  });

  it('sorts by quote number and offers 50 per page', async () => {
    await reset('quotes');
    await page.getByRole('button', { name: 'Quote Number' }).click();
    await page.waitForFunction(() => document.querySelector('tbody tr td:nth-child(4)')?.textContent === 'Q-ALP-1001');
    expect((await column(4)).slice(0, 3)).toEqual(['Q-ALP-1001', 'Q-ALP-1002', 'Q-ALP-1003']);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '50' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 38);
  });

  it('finds a quote, shows it and deletes it with the spec message', async () => {
    await reset('quotes');
    await page.getByPlaceholder('Search', { exact: true }).fill('Q-ALP-1007');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/agency\/quotes\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Total Premium');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Quote Deleted Successfully!');
    await page.waitForURL((url) => url.pathname === '/agency/quotes');
    await page.goto(`${server.url}/agency/quotes?filter=${encodeURIComponent(JSON.stringify({ q: 'Q-ALP-1007' }))}`);
    await seeText(page, 'found using the current filters');
  });
});

describe('policies: the dashboard table, its filters and show', () => {
  it('shows the spec columns, soonest expiration first', async () => {
    await reset('policies');
    await page.locator('tbody tr').first().waitFor();
    expect((await headers()).map((h) => h.trim()).filter(Boolean)).toEqual([
      'Expiration',
      'Client',
      'Policy Number',
      'Status',
      'Actions',
    ]);
    const days = await page.locator('tbody tr td:nth-child(1)').allInnerTexts();
    const times = days.map((d) => Date.parse(d));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('filters cancellations and open for renewal, and searches', async () => {
    await choose('Status', 'Cancellations');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('tbody tr td:nth-child(4)')].every((c) =>
        /CANCEL|REINSTATEMENT/.test(c.textContent ?? ''),
      ),
    );
    await reset('policies');
    await choose('Open for Renewal', 'Open for Renewal');
    await page.waitForFunction(
      () => document.querySelectorAll('tbody tr').length > 0 && document.querySelectorAll('tbody tr').length < 24,
    );
    await reset('policies');
    await page.getByPlaceholder('Search', { exact: true }).fill('P-ALP-5003');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/agency\/policies\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'P-ALP-5003');
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });
});

describe('a policyholder sees only its own quote and policy, read-only', () => {
  it('lists one of each, with no delete', async () => {
    const own = await server.newPage();
    await openSession(own, server.url, 'owner@customer.demo.test', { path: `/customer/quotes` });
    await own.locator('tbody tr').first().waitFor();
    expect(await own.locator('tbody tr td:nth-child(4)').allInnerTexts()).toEqual(['Q-CUST-0001']);
    expect(await own.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await own.goto(`${server.url}/customer/policies`);
    await own.locator('tbody tr').first().waitFor();
    expect(await own.locator('tbody tr td:nth-child(3)').allInnerTexts()).toEqual(['P-CUST-0001']);
    await own.context().close();
  });
});
