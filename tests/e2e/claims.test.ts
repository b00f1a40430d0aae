/**
 * Claims in the console, as an agency admin: list, search, filter UN_FILED / FILED, show, edit an UN_FILED
 * claim ("Claim progress saved"), a save the server refuses ("Error saving claim"), a delete the server
 * refuses ("Failed to delete claim") and a delete. The two claims are set up through the API with a stamp.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api, fill, valueOf } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = Date.now().toString(36);
let browser: Browser;
let page: Page;
let token: string;
const claims: Record<'unfiled' | 'filed', { id: string; claimNumber: string | null }> = {} as never;

const answers = (reporter: string) => ({
  name: reporter,
  isRightContact: true,
  address: '1 Loss Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '73301',
  lossDescription: 'Laptop stolen',
});

beforeAll(async () => {
  token = await signInApi(server.url, 'admin@alpha.demo.test');
  const accountId = (await api(server.url, token, 'GET', '/api/account/v1/account/search?size=1&sort=name,asc')).json
    .content[0].id;
  const unfiled = await api(server.url, token, 'POST', '/api/policy/v1/claim', {
    accountId,
    ...answers(`Una Reporter ${stamp}`),
  });
  const filed = await api(server.url, token, 'POST', '/api/policy/v1/claim', {
    accountId,
    ...answers(`Fay Reporter ${stamp}`),
    isFiled: true,
  });
  expect([unfiled.status, filed.status]).toEqual([201, 201]);
  claims.unfiled = unfiled.json;
  claims.filed = filed.json;
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

const listWith = (filter: object) =>
  page.goto(`${server.url}/agency/claims?filter=${encodeURIComponent(JSON.stringify(filter))}`);
const rowCount = (n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, n);
/** Columns: 1 claim number, 2 reported by, 3 account, 4 status. */
const column = (n: number) => page.locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const summary = () => page.locator('.RaTabbedShowLayout-content').innerText();

describe('an agency admin works its claims', () => {
  it('searches claims by reporter and filters them by status', async () => {
    await listWith({});
    await page.getByPlaceholder('Search', { exact: true }).fill(`reporter ${stamp}`);
    await rowCount(2);
    expect(new Set(await column(2))).toEqual(new Set([`Una Reporter ${stamp}`, `Fay Reporter ${stamp}`]));

    await listWith({ q: stamp, status: ['FILED'] });
    await rowCount(1);
    expect(await column(2)).toEqual([`Fay Reporter ${stamp}`]);
    expect((await column(1))[0]).toMatch(/^CLM-\d+$/);
    await listWith({ q: stamp, status: ['UN_FILED'] });
    await rowCount(1);
    expect(await column(2)).toEqual([`Una Reporter ${stamp}`]);
    expect(await column(4)).toEqual(['UN_FILED']);
  });

  it('searches by claim number', async () => {
    await listWith({ q: String(claims.filed.claimNumber) });
    await rowCount(1);
    expect(await column(2)).toEqual([`Fay Reporter ${stamp}`]);
  });

  it('shows an UN_FILED claim and edits it: "Claim progress saved"', async () => {
    await listWith({ q: `una reporter ${stamp}` });
    await rowCount(1);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/agency\/claims\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Laptop stolen');
    expect(await summary()).toContain('UN_FILED');
    expect(await summary()).toContain(`Una Reporter ${stamp}`);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/agency\/claims\/[0-9a-f-]{36}$/);
    await seeText(page, 'Status: UN_FILED');
    await fill(page, 'lossDescription', 'Laptop and phone stolen');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Claim progress saved');
    await seeText(page, 'Status: UN_FILED');
    await page.goto(`${server.url}/agency/claims/${claims.unfiled.id}/show`);
    await seeText(page, 'Laptop and phone stolen');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByTestId('history-change').filter({ hasText: 'Laptop and phone stolen' }).first().waitFor();
  });

  it('says "Error saving claim" when the server refuses a stale save, with Reload, keeping what was typed', async () => {
    await page.goto(`${server.url}/agency/claims/${claims.unfiled.id}`);
    await seeText(page, 'Status: UN_FILED');
    // Someone else saves the claim meanwhile: the version this page holds is now stale (409).
    expect(
      (
        await api(server.url, token, 'PUT', `/api/claims/v1/${claims.unfiled.id}`, {
          lossDescription: 'Changed elsewhere',
        })
      ).status,
    ).toBe(200);
    await fill(page, 'lossDescription', 'My late change');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Error saving claim');
    expect(await page.getByTestId('stale-edit').innerText()).toContain(
      'This record was changed by someone else since you opened it. Reload it and try again.',
    );
    expect(await valueOf(page, 'lossDescription')).toBe('My late change');
    expect((await api(server.url, token, 'GET', `/api/claims/v1/${claims.unfiled.id}`)).json.lossDescription).toBe(
      'Changed elsewhere',
    );
  });

  it('says "Failed to delete claim" when the server refuses a delete', async () => {
    await page.goto(`${server.url}/agency/claims/${claims.filed.id}/show`);
    await seeText(page, `Fay Reporter ${stamp}`);
    // Deleted elsewhere first: the console's delete answers 404.
    expect((await api(server.url, token, 'DELETE', `/api/claims/v1/${claims.filed.id}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Failed to delete claim');
  });

  it('deletes a claim', async () => {
    await page.goto(`${server.url}/agency/claims/${claims.unfiled.id}/show`);
    await seeText(page, `Una Reporter ${stamp}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Claim deleted');
    await page.waitForURL((url) => url.pathname === '/agency/claims');
    await listWith({ q: stamp });
    await seeText(page, 'found using the current filters');
  });
});
