/**
 * Staff administer agencies: list (the " - " full name), sort, search, filter, show with locations, create
 * with a location, edit with the spec's NPN rule, delete. Records made here carry a stamp; demo agencies stay.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = Date.now().toString(36);
const name = `Echo Agency ${stamp}`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'staff@demo.test');
  await page.waitForURL('**/admin/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

const column = (n: number) => page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const listWith = (filter: object) =>
  page.goto(`${server.url}/admin/agencies?filter=${encodeURIComponent(JSON.stringify(filter))}`);
const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

describe('staff administer agencies', () => {
  it('lists agencies by full name, name joined to the location alias with " - "', async () => {
    await listWith({});
    await seeText(page, 'Alpha Insurance Agency - Austin');
    const names = await column(2);
    expect(names).toContain('Alpha Insurance Agency - Austin');
    expect(names).toContain('Beta Brokers');
    expect(names).toEqual(sorted(names));
  });

  it('sorts by hostname, searches and filters on enforced MFA', async () => {
    await page.getByRole('button', { name: 'Hostname' }).click();
    await page.waitForURL(/sort=hostname/);
    await page.locator('tbody tr').first().waitFor();
    const hostnames = await column(3);
    expect(hostnames).toEqual(sorted(hostnames));
    await page.getByPlaceholder('Search', { exact: true }).fill('beta');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await column(2)).toEqual(['Beta Brokers']);

    // No demo agency enforces MFA; the agency made below is filtered both ways once it does.
    await listWith({ enforceMFA: ['false'] });
    await seeText(page, 'Alpha Insurance Agency - Austin');
    await listWith({ q: 'alpha', enforceMFA: ['true'] });
    await seeText(page, 'found using the current filters');
  });

  it('shows an agency with its locations', async () => {
    await listWith({ q: 'alpha' });
    await page.locator('tbody tr').filter({ hasText: 'Alpha Insurance Agency - Austin' }).click();
    await page.waitForURL(/\/admin\/agencies\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Head office');
    const locations = page.locator('.ra-field-locations');
    expect(await locations.locator('thead').innerText()).toMatch(
      /Location Name\s+Location Alias\s+Headquarters\s+Active/,
    );
    expect(await locations.locator('tbody tr').first().locator('td').nth(1).innerText()).toBe('Austin');
  });

  it('creates an agency with a location, saying so, and shows its full name', async () => {
    await page.goto(`${server.url}/admin/agencies/create`);
    await page.getByLabel('Agency Name').fill(name);
    await page.getByLabel('Hostname').fill(`echo-${stamp}`);
    await page.getByLabel('NPN').fill('24680');
    await page.getByLabel('Location Alias').first().fill('Dallas');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Location Name').fill('Main office');
    await page.locator('.ra-input-locations').getByLabel('Location Alias').fill('Dallas');
    await page.locator('.ra-input-locations').getByLabel('Headquarters').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Agency successfully added!');
    await page.waitForURL(/\/admin\/agencies\/[0-9a-f-]{36}\/show$/);
    await seeText(page, `${name} - Dallas`);
    await seeText(page, 'Main office');
  });

  it('edits it: an NPN over 10 digits is refused with the rule; a valid one and enforced MFA are saved', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/agencies\/[0-9a-f-]{36}$/);
    await page.getByLabel('NPN').fill('12345678901');
    await page.getByLabel('Agency Name').fill(`${name} Renamed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'NPN must be a number of at most 10 digits');
    expect(await messageUnder(page, 'NPN')).toBe('NPN must be a number of at most 10 digits');
    expect(await page.getByLabel('Agency Name').inputValue()).toBe(`${name} Renamed`);
    await page.getByLabel('NPN').fill('1234567890');
    await page.getByLabel('Enforce MFA').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    await seeText(page, `${name} Renamed - Dallas`);
    await seeText(page, '1234567890');
    await listWith({ q: `echo agency ${stamp}`, enforceMFA: ['false'] });
    await seeText(page, 'found using the current filters');
    await listWith({ q: `echo agency ${stamp}`, enforceMFA: ['true'] });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/show$/);
  });

  it('deletes it', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/agencies');
    await listWith({ q: `echo agency ${stamp}` });
    await seeText(page, 'found using the current filters');
  });
});
