import type { Browser, Page } from 'playwright-core';
import { daysFromToday } from '../../src/shared/dates/today';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const ALNUM = 'Only alphabets and numbers are allowed for this field';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cells = (page: Page, column: number) => page.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
const rowCount = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, n);
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('an agency admin manages its agency licences', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
  });

  it('lists them soonest expiry first, sorts, searches and filters', async () => {
    await page.goto(`${server.url}/agency/agencyLicenses`);
    // The demo's four licences, and the MA and CO ones the quote cart's demo adds (expiring in 200 and 240 days).
    await rowCount(page, 6);
    expect(await cells(page, 1)).toEqual([
      'ALP TX 1040',
      'ALP CA 1047',
      'ALP MA 1101',
      'ALP CO 1102',
      'ALP NY 1054',
      'ALP FL 1061',
    ]);
    await page.getByRole('button', { name: 'License Number' }).click();
    await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent === 'ALP CA 1047');
    expect(await cells(page, 1)).toEqual([
      'ALP CA 1047',
      'ALP CO 1102',
      'ALP FL 1061',
      'ALP MA 1101',
      'ALP NY 1054',
      'ALP TX 1040',
    ]);
    await page.getByPlaceholder('Search', { exact: true }).fill('ny');
    await rowCount(page, 1);
    expect(await cells(page, 1)).toEqual(['ALP NY 1054']);
    await page.goto(
      `${server.url}/agency/agencyLicenses?filter=${encodeURIComponent(JSON.stringify({ state: ['FL', 'CA'] }))}`,
    );
    await rowCount(page, 2);
    expect(await cells(page, 2)).toEqual(['CA', 'FL']);
  });

  it('refuses a number with symbols and a past expiry with the spec messages, keeping what was typed', async () => {
    await page.goto(`${server.url}/agency/agencyLicenses/create`);
    await page.getByLabel('License Number').fill('NV-77#');
    await choose(page, 'State', 'NV');
    await page.getByLabel('Expiration Date').fill(daysFromToday(-1));
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, ALNUM);
    expect(await messageUnder(page, 'License Number')).toBe(ALNUM);
    expect(await messageUnder(page, 'Expiration Date')).toBe('Expiration Date cannot be earlier than today');
    expect(await page.getByLabel('License Number').inputValue()).toBe('NV-77#');
  });

  it('creates once fixed, saying so with the licence number', async () => {
    await page.getByLabel('License Number').fill('NV 77');
    await page.getByLabel('Expiration Date').fill(daysFromToday(200));
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'License NV 77 Updated or Created successfully');
    await page.waitForURL(/\/agency\/agencyLicenses\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Alpha Insurance Agency');
  });

  it('edits and deletes it', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/agencyLicenses\/[0-9a-f-]{36}$/);
    await page.getByLabel('License Number').fill('NV 78');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'License NV 78 Updated or Created successfully');
    await page.waitForURL(/\/show$/);
    // The show page as a user sees it before deleting: the saved number on it (a Delete pressed while it still
    // loads opens a dialog the arriving record closes again).
    await page.getByText('NV 78', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'License deleted');
    await page.waitForURL((url) => url.pathname === '/agency/agencyLicenses');
    await page.goto(`${server.url}/agency/agencyLicenses?filter=${encodeURIComponent(JSON.stringify({ q: 'NV 78' }))}`);
    await seeText(page, 'found using the current filters');
  });

  it('sees its agents\u2019 licences', async () => {
    await page.goto(`${server.url}/agency/agentLicenses?filter=${encodeURIComponent('{}')}`);
    // The demo's agent licences of the admin and the agent, and the agent's MA and lapsed IL ones of the quote cart's demo.
    await rowCount(page, 6);
    expect(new Set(await cells(page, 2))).toEqual(new Set(['admin@alpha.demo.test', 'agent@alpha.demo.test']));
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/agentLicenses\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Agent Email');
  });
});

describe('surplus licences: the signature-on-file box is for staff, for LA and MT only', () => {
  it('an agency user never sees it, and gets the spec messages and success text', async () => {
    const page = await browser.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test', { path: `/agency/surplusLicenses/create` });
    await page.getByLabel('Broker First Name').fill('Lou1');
    await page.getByLabel('Broker Last Name').fill('Reed');
    await page.getByLabel('Broker Email').fill('lou.reed');
    await page.getByLabel('Surplus License Number').fill('SL 900');
    await choose(page, 'Surplus Lines State', 'LA');
    expect(await page.getByLabel('Signature on File').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Please enter a valid Email Address');
    expect(await messageUnder(page, 'Broker Email')).toBe('Please enter a valid Email Address');
    expect(await messageUnder(page, 'Broker First Name')).toBe('Only letters and spaces are allowed for this field');
    await page.getByLabel('Broker First Name').fill('Lou');
    await page.getByLabel('Broker Email').fill('lou.reed@example.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Surplus License added/updated/deleted succesfully!');
    await page.waitForURL(/\/surplusLicenses\/[0-9a-f-]{36}\/show$/);
    await page.close();
  });

  it('staff see it only once the state is LA or MT, and it is saved', async () => {
    const page = await browser.newPage();
    await openSession(page, server.url, 'staff@demo.test', {
      path: `/admin/surplusLicenses?filter=${encodeURIComponent(JSON.stringify({ q: 'SL TX ALP' }))}`,
    });
    await rowCount(page, 1);
    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/surplusLicenses\/[0-9a-f-]{36}$/);
    await page.getByLabel('Surplus License Number').waitFor();
    expect(await page.getByLabel('Signature on File').count()).toBe(0);
    await choose(page, 'Surplus Lines State', 'MT');
    await page.getByLabel('Signature on File').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Surplus License added/updated/deleted succesfully!');
    await page.waitForURL(/\/show$/);
    await seeText(page, 'MT');
    await page.close();
  });
});

describe('an agency admin manages its agents’ licences', () => {
  let page: Page;
  const number = `AG ${Date.now().toString(36).toUpperCase()}`;
  beforeAll(async () => {
    page = await browser.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
  });
  afterAll(() => page?.close());

  it('requires an agent, then creates the licence for the chosen agent', async () => {
    await page.goto(`${server.url}/agency/agentLicenses/create`);
    await page.getByLabel('License Number').fill(number);
    await choose(page, 'State', 'OR');
    await page.getByLabel('Expiration Date').fill(daysFromToday(90));
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Agent is a required field');
    expect(await messageUnder(page, 'Agent')).toBe('Agent is a required field');
    expect(await page.getByLabel('License Number').inputValue()).toBe(number);
    await page.getByRole('combobox', { name: 'Agent' }).fill('Second');
    await page.getByRole('option', { name: 'Sam Second' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, `License ${number} Updated or Created successfully`);
    await page.waitForURL(/\/agency\/agentLicenses\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'sam.second@alpha.demo.test');
    await seeText(page, 'OR');
  });

  it('edits it: a past expiry is refused, a new number and state are saved', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/agentLicenses\/[0-9a-f-]{36}$/);
    await page.getByLabel('Expiration Date').fill(daysFromToday(-3));
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Expiration Date cannot be earlier than today');
    expect(await messageUnder(page, 'Expiration Date')).toBe('Expiration Date cannot be earlier than today');
    await page.getByLabel('Expiration Date').fill(daysFromToday(120));
    await page.getByLabel('License Number').fill(`${number} B`);
    await choose(page, 'State', 'WA');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, `License ${number} B Updated or Created successfully`);
    await page.waitForURL(/\/show$/);
    await seeText(page, `${number} B`);
    await seeText(page, 'WA');
    await seeText(page, 'sam.second@alpha.demo.test');
    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByTestId('history-change')
      .filter({ hasText: `${number} B` })
      .first()
      .waitFor();
  });

  it('finds it in the list and deletes it', async () => {
    await page.goto(
      `${server.url}/agency/agentLicenses?filter=${encodeURIComponent(JSON.stringify({ q: `${number} B` }))}`,
    );
    await rowCount(page, 1);
    expect(await cells(page, 2)).toEqual(['sam.second@alpha.demo.test']);
    await page.locator('tbody tr').first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'License deleted');
    await page.goto(
      `${server.url}/agency/agentLicenses?filter=${encodeURIComponent(JSON.stringify({ q: `${number} B` }))}`,
    );
    await seeText(page, 'found using the current filters');
  });
});
