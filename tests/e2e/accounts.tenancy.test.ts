import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;
let betaAccountId: string;

/** A Beta account's id, found the way a staff API client would. */
async function findBetaAccountId(): Promise<string> {
  const login = await fetch(`${server.url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff@demo.test', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const search = await fetch(`${server.url}/api/account/v1/account/search?search=*alphanumeric*`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { content } = (await search.json()) as { content: { id: string; agencyName: string }[] };
  expect(content[0].agencyName).toBe('Beta Brokers');
  return content[0].id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  betaAccountId = await findBetaAccountId();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

describe("Alpha's agency admin never sees a Beta account", () => {
  it('lists only Alpha accounts on every page size', async () => {
    await page.goto(`${server.url}/agency/accounts?perPage=100`);
    await page.locator('tbody tr').first().waitFor();
    const agencies = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(agencies.length).toBeGreaterThanOrEqual(51);
    expect(new Set(agencies)).toEqual(new Set(['Alpha Insurance Agency']));
  });

  it('does not find a Beta account by search', async () => {
    await page.goto(`${server.url}/agency/accounts`);
    await page.getByPlaceholder('Search', { exact: true }).fill('alpha');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(['Alpha Omega Consulting']);
    expect(await page.getByText('Alphanumeric Systems').count()).toBe(0);
  });

  it('gets nothing of a Beta account by typing its URL', async () => {
    await page.goto(`${server.url}/agency/accounts/${betaAccountId}/show`);
    await seeText(page, 'This record does not exist, or you do not have access to it.');
    expect(await page.getByText('Alphanumeric Systems').count()).toBe(0);
  });
});
