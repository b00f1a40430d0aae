import type { Browser, Page } from 'playwright-core';
import { callApi } from './support/authJourney';
import { launchBrowser, openSession } from './support/browser';
import { startSeededServer, type RunningServer } from './support/consoleServer';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startSeededServer('e2e_regionuk', { REGION: 'UK' });
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('REGION=UK', () => {
  it("links the login panel's Learn more to the UK page", async () => {
    await page.goto(`${server.url}/login`);
    const link = page
      .getByRole('complementary', { name: 'Adaptive Cyber Insurance' })
      .getByRole('link', { name: 'Learn more' });
    expect(await link.getAttribute('href')).toContain('/uk/');
  });

  it('says Brokerage where the US console says Agency', async () => {
    await openSession(page, server.url, 'staff@demo.test', { path: `/admin/accounts` });
    await page.locator('tbody tr').first().waitFor();
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers).toContain('Brokerage');
    expect(headers.join(' ')).not.toMatch(/Agency/);
  });

  it('labels the address the UK way', async () => {
    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByLabel('City/Town').waitFor();
    await page.getByLabel('Postcode').fill('12345');
    await page.getByLabel('Account Name').fill('Thames Test Ltd');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Invalid UK postal code').waitFor();
  });

  it('stores a typed UK phone with +44 and shows it in the UK format (spec 001 §5)', async () => {
    await page.goto(`${server.url}/admin/accounts/create`);
    await page.getByLabel('Account Name').fill('Leeds Phone Ltd');
    await page.locator('input[name="address1"]').fill('1 Park Row');
    await page.getByLabel('City/Town').fill('Leeds');
    await page.getByLabel('Postcode').fill('LS1 5AB');
    await page.locator('input[name="phone"]').fill('01632 960018');
    // The new-account form searches first (spec 001 §4); nothing matches, so it is added as a new account.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'Account Lookup' }).waitFor();
    await page.getByRole('button', { name: 'Add as New Account' }).click();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.waitForURL(/\/admin\/accounts\/[0-9a-f-]{36}\/show/);
    await page.getByText('01632 960018', { exact: true }).waitFor();
    const id = /accounts\/([0-9a-f-]{36})\/show/.exec(page.url())![1];
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
    const stored = await callApi(server.url, 'GET', `/api/account/v1/account/${id}`, token);
    expect(stored.json.phone).toBe('+441632960018');
  });
});
