/**
 * The History and the stale-edit refusal on the licence, webhook and tag pages: a change made through the
 * API while the page is open makes the browser's save a 409 with the conflict banner and Reload, nothing
 * overwritten; the record's history shows the API change. Each record is made here through the API and
 * deleted again.
 */
import type { Browser, Page } from 'playwright-core';
import { daysFromToday } from '../../src/shared/dates/today';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = Date.now().toString(36).toUpperCase();
const CONFLICT = 'This record was changed by someone else since you opened it. Reload it and try again.';
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  token = await signInApi(server.url, 'admin@alpha.demo.test');
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

interface Case {
  resource: string;
  apiBase: string;
  create: Record<string, unknown>;
  field: string;
  label: string;
  theirs: string;
  mine: string;
  /** Where the history is: a History tab on the show page, or below the edit form. */
  historyOnEditPage?: boolean;
}

const CASES: Case[] = [
  {
    resource: 'agencyLicenses',
    apiBase: '/api/agency/v1/license',
    create: { number: `HS ${stamp}`, state: 'OR', expirationDate: daysFromToday(60) },
    field: 'number',
    label: 'License Number',
    theirs: `HS ${stamp} API`,
    mine: `HS ${stamp} MINE`,
  },
  {
    resource: 'webhooks',
    apiBase: '/api/webhook/v1',
    create: { companyName: `Hooks ${stamp}` },
    field: 'companyName',
    label: 'Company Name',
    theirs: `Hooks ${stamp} API`,
    mine: `Hooks ${stamp} Mine`,
  },
  {
    resource: 'tags',
    apiBase: '/api/account/v1/tags',
    create: { name: `Tag ${stamp}` },
    field: 'name',
    label: 'Tag Name',
    theirs: `Tag ${stamp} API`,
    mine: `Tag ${stamp} Mine`,
    historyOnEditPage: true,
  },
];

describe.each(CASES)('$resource: stale edits and history', (c) => {
  let id: string;

  beforeAll(async () => {
    const created = await api(server.url, token, 'POST', c.apiBase, c.create);
    expect(created.status).toBe(201);
    id = created.json.id;
  });
  afterAll(async () => {
    await api(server.url, token, 'DELETE', `${c.apiBase}/${id}`);
  });

  it('refuses a save over a change made meanwhile, with the conflict banner, keeping what was typed; Reload shows theirs', async () => {
    await page.goto(`${server.url}/agency/${c.resource}/${id}`);
    await page.getByLabel(c.label).waitFor();
    expect((await api(server.url, token, 'PUT', `${c.apiBase}/${id}`, { [c.field]: c.theirs })).status).toBe(200);
    await page.getByLabel(c.label).fill(c.mine);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('stale-edit').waitFor();
    expect(await page.getByTestId('stale-edit').innerText()).toContain(CONFLICT);
    expect(await page.getByLabel(c.label).inputValue()).toBe(c.mine);
    expect((await api(server.url, token, 'GET', `${c.apiBase}/${id}`)).json[c.field]).toBe(c.theirs);

    await page.getByTestId('stale-edit').getByRole('button', { name: 'Reload' }).click();
    await page.getByLabel(c.label).waitFor();
    await expect.poll(() => page.getByLabel(c.label).inputValue(), { timeout: 15_000 }).toBe(c.theirs);
  });

  it('shows the change made through the API in the record’s history', async () => {
    if (c.historyOnEditPage) {
      await page.goto(`${server.url}/agency/${c.resource}/${id}`);
      await seeText(page, 'Record history');
    } else {
      await page.goto(`${server.url}/agency/${c.resource}/${id}/show`);
      await page.getByRole('tab', { name: 'History' }).click();
    }
    await page.getByTestId('history-change').filter({ hasText: c.theirs }).first().waitFor();
  });
});
