/**
 * Staff manage roles: list per account type, search, show, create a team-realm agency role (a user given it
 * needs a team), edit its permissions, delete it. The role made here carries a stamp and is deleted again.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = Date.now().toString(36);
const roleName = `Field Agent ${stamp}`;
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

const listWith = (filter: object) =>
  page.goto(`${server.url}/admin/roles?filter=${encodeURIComponent(JSON.stringify(filter))}`);
/** Columns after the selection box: 2 name, 3 account type, 4 realm, 5 users. */
const column = (n: number) => page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const summary = () => page.locator('.RaTabbedShowLayout-content').innerText();

async function pick(label: string, ...options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('staff manage roles', () => {
  it('lists the roles of one account type at a time', async () => {
    await listWith({ accountType: ['CUSTOMER'] });
    await seeText(page, 'Risk Manager');
    expect(await column(2)).toEqual(['Account Admin', 'Policy Holder', 'Risk Manager']);
    expect(new Set(await column(3))).toEqual(new Set(['CUSTOMER']));
    await listWith({ accountType: ['PROVIDER'] });
    await seeText(page, 'Super Admin');
    expect(await column(2)).toEqual(
      expect.arrayContaining([
        'Biz Dev',
        'Customer Success',
        'Head of Claims',
        'Power User',
        'Super Admin',
        'TSM',
        'Technician',
      ]),
    );
    expect(new Set(await column(3))).toEqual(new Set(['PROVIDER']));
  });

  it('searches and shows a role with its permissions', async () => {
    await listWith({ accountType: ['AGENCY'] });
    await page.getByPlaceholder('Search', { exact: true }).fill('producer');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/admin\/roles\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Principal Producer');
    expect(await summary()).toContain('account:read');
  });

  it('creates a team-realm agency role', async () => {
    await page.goto(`${server.url}/admin/roles/create`);
    await page.getByLabel('Role Name').fill(roleName);
    await pick('Account Type', 'AGENCY');
    await pick('Realm', 'TEAM');
    await pick('Permissions', 'account:read', 'claim:read');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/roles\/[0-9a-f-]{36}\/show$/);
    await seeText(page, roleName);
    expect(await summary()).toMatch(/TEAM/);
    expect(await summary()).toContain('account:read, claim:read');
  });

  it('refuses a second role of that name for the account type', async () => {
    await page.goto(`${server.url}/admin/roles/create`);
    await page.getByLabel('Role Name').fill(roleName.toUpperCase());
    await pick('Account Type', 'AGENCY');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'A role with this name already exists for this account type.');
    expect(await messageUnder(page, 'Role Name')).toBe('A role with this name already exists for this account type.');
  });

  it('a user given the team-realm role needs a team', async () => {
    await page.goto(`${server.url}/admin/users/create`);
    await page.getByLabel('Organisation').fill('Alpha');
    await page.getByRole('option', { name: 'Alpha Insurance Agency' }).click();
    await page.getByLabel('First Name').fill('Terry');
    await page.getByLabel('Last Name').fill(`Realm ${stamp}`);
    await page.getByLabel('Email').fill(`terry.${stamp}@alpha.demo.test`);
    await pick('Role', roleName);
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Team is a required field.');
    expect(new URL(page.url()).pathname).toBe('/admin/users/create');
  });

  it('edits its permissions', async () => {
    await listWith({ q: roleName });
    await page.locator('tbody tr').filter({ hasText: roleName }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/admin\/roles\/[0-9a-f-]{36}$/);
    await page.getByLabel('Role Name').waitFor();
    await pick('Permissions', 'claim:read', 'claim:create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    await seeText(page, 'account:read, claim:create');
    expect(await summary()).not.toContain('claim:read');
  });

  it('deletes it', async () => {
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/roles');
    await listWith({ q: roleName });
    await seeText(page, 'found using the current filters');
  });
});
