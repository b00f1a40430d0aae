/**
 * Users in the console: an agency admin lists, sorts, searches, filters, creates (role and teams), shows,
 * edits (role change, disable) and deletes its users; staff get the agency selector and the Slack handle
 * (spec 001 §6), an agency admin does not. Users made here carry a stamp; demo users stay untouched.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = Date.now().toString(36);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(email: string, area: string): Promise<Page> {
  const page = await browser.newPage();
  await openSession(page, server.url, email);
  await page.waitForURL(`**/${area}/dashboard`);
  return page;
}

const listWith = (page: Page, area: string, filter: object) =>
  page.goto(`${server.url}/${area}/users?filter=${encodeURIComponent(JSON.stringify(filter))}`);
/** Columns after the selection box: 2 first name, 3 last name, 4 email, 5 role, 6 organisation. */
const column = (page: Page, n: number) => page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const rowCount = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, n);
const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

/** Picks an option of a select (single or multiple) by the select's label. */
async function choose(page: Page, label: string, ...options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('an agency admin manages its users', () => {
  let page: Page;
  const email = `quinn.${stamp}@alpha.demo.test`;
  beforeAll(async () => {
    page = await signedIn('admin@alpha.demo.test', 'agency');
  });

  it('lists only its own organisation’s users, sorts by email and searches', async () => {
    await listWith(page, 'agency', {});
    await seeText(page, 'agent@alpha.demo.test');
    expect(new Set(await column(page, 6))).toEqual(new Set(['Alpha Insurance Agency']));
    const lastNames = await column(page, 3);
    expect(lastNames).toEqual(sorted(lastNames));
    await page.getByRole('button', { name: 'Email' }).click();
    await page.waitForURL(/sort=email/);
    await page.waitForFunction(
      () => document.querySelector('tbody tr td:nth-child(4)')?.textContent === 'admin@alpha.demo.test',
    );
    const emails = await column(page, 4);
    expect(emails).toEqual(sorted(emails));
    await page.getByPlaceholder('Search', { exact: true }).fill('second');
    await rowCount(page, 1);
    expect(await column(page, 4)).toEqual(['sam.second@alpha.demo.test']);
  });

  it('sees no agency selector and no Slack handle, but the primary and billing contact boxes', async () => {
    await page.goto(`${server.url}/agency/users/create`);
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Organisation').count()).toBe(0);
    expect(await page.getByLabel('Slack Handle').count()).toBe(0);
    expect(await page.getByLabel('Primary Contact').count()).toBe(1);
    expect(await page.getByLabel('Billing Contact').count()).toBe(1);
  });

  it('creates an agent in a team, offered only its own roles and teams', async () => {
    await page.getByLabel('First Name').fill('Quinn');
    await page.getByLabel('Last Name').fill(`Tester ${stamp}`);
    await page.getByLabel('Email').fill(email);
    // Other journeys may add roles and teams meanwhile: the demo ones are checked, and no foreign one.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Agent', exact: true }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Agency Admin', 'Agent', 'Principal Producer']),
    );
    expect(await page.getByRole('option').allInnerTexts()).not.toContain('Super Admin');
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await page.getByRole('combobox', { name: 'Teams' }).click();
    await page.getByRole('option', { name: 'Alpha West' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Alpha East', 'Alpha West']),
    );
    expect(await page.getByRole('option').allInnerTexts()).not.toContain('Beta Main');
    await page.getByRole('option', { name: 'Alpha West' }).click();
    await page.keyboard.press('Escape');
    // An address someone already has is refused by the server: said under the field and in a notification,
    // and nothing typed is lost.
    await page.getByLabel('Email').fill('agent@alpha.demo.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('notifications').getByText('This email address is already in use.').waitFor();
    expect(await messageUnder(page, 'Email')).toContain('This email address is already in use.');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Quinn');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/agency\/users\/[0-9a-f-]{36}\/show$/);
    await seeText(page, email);
    const summary = page.locator('.RaTabbedShowLayout-content');
    await summary.getByText('Alpha West').waitFor();
    expect(await summary.innerText()).toContain('Agent');
  });

  it('edits the role and disables the user; the status filter finds it among the disabled', async () => {
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/agency\/users\/[0-9a-f-]{36}$/);
    await page.getByLabel('First Name').waitFor();
    await choose(page, 'Role', 'Principal Producer');
    await page.getByLabel('Enabled').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    await seeText(page, 'Principal Producer');

    await listWith(page, 'agency', { q: `tester ${stamp}`, enabled: ['false'] });
    await rowCount(page, 1);
    expect(await column(page, 4)).toEqual([email]);
    expect(await column(page, 5)).toEqual(['Principal Producer']);
    await listWith(page, 'agency', { q: `tester ${stamp}`, enabled: ['true'] });
    await seeText(page, 'found using the current filters');
  });

  it('enables the user again', async () => {
    await listWith(page, 'agency', { q: `tester ${stamp}` });
    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Enabled').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    await listWith(page, 'agency', { q: `tester ${stamp}`, enabled: ['true'] });
    await rowCount(page, 1);
    expect(await column(page, 4)).toEqual([email]);
  });

  it('deletes it with the spec message', async () => {
    await listWith(page, 'agency', { q: `tester ${stamp}` });
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/show$/);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'User successfully deleted');
    await listWith(page, 'agency', { q: `tester ${stamp}` });
    await seeText(page, 'found using the current filters');
  });
});

describe('a policyholder’s account admin adds a user', () => {
  it('gets the primary contact box but no billing contact, Slack handle, agency selector or teams', async () => {
    const page = await signedIn('owner@customer.demo.test', 'customer');
    await page.goto(`${server.url}/customer/users/create`);
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Primary Contact').count()).toBe(1);
    expect(await page.getByLabel('Billing Contact').count()).toBe(0);
    expect(await page.getByLabel('Slack Handle').count()).toBe(0);
    expect(await page.getByLabel('Organisation').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Teams' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Risk Manager' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(
      expect.arrayContaining(['Account Admin', 'Policy Holder', 'Risk Manager']),
    );
    expect(await page.getByRole('option').allInnerTexts()).not.toContain('Agent');
    await page.close();
  });
});

describe('staff manage users of any organisation', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedIn('staff@demo.test', 'admin');
  });

  it('lists users of every organisation', async () => {
    await listWith(page, 'admin', {});
    await seeText(page, 'staff@demo.test');
    const organisations = new Set(await column(page, 6));
    expect(organisations).toContain('Beta Brokers');
    expect(organisations).toContain('Adaptive Insurance');
  });

  it('edits a staff colleague without an agency selector, with the Slack handle', async () => {
    await listWith(page, 'admin', { q: 'casey' });
    await rowCount(page, 1);
    await page.locator('tbody tr').first().click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('First Name').waitFor();
    expect(await page.getByLabel('Organisation').count()).toBe(0);
    expect(await page.getByLabel('Slack Handle').count()).toBe(1);
  });

  it('creates an agency user in that agency’s team with a Slack handle, then deletes it', async () => {
    await page.goto(`${server.url}/admin/users/create`);
    await page.getByLabel('Organisation').fill('Beta');
    await page.getByRole('option', { name: 'Beta Brokers' }).click();
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill(`Staffmade ${stamp}`);
    await page.getByLabel('Email').fill(`robin.${stamp}@beta.demo.test`);
    await page.getByLabel('Slack Handle').fill('@robin');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Agent', exact: true }).waitFor();
    const roles = await page.getByRole('option').allInnerTexts();
    expect(roles).toEqual(expect.arrayContaining(['Agency Admin', 'Agent', 'Principal Producer']));
    expect(roles).not.toContain('Super Admin');
    expect(roles).not.toContain('Administrator');
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await choose(page, 'Teams', 'Beta Main');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}\/show$/);
    const summary = page.locator('.RaTabbedShowLayout-content');
    await summary.getByText('Beta Main').waitFor();
    expect(await summary.innerText()).toContain('Beta Brokers');
    expect(await summary.innerText()).toContain('@robin');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'User successfully deleted');
  });
});
