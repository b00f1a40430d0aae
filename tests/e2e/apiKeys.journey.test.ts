/**
 * In Chromium: Alpha's admin makes an API key (the secret shown once), the key lists Alpha's accounts and
 * no others, Regenerate shows a new secret and the old one gets 401, the key's page shows the calls made with it;
 * a webhook's page shows its delivery log.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

const accountsWith = (secret: string) =>
  fetch(`${server.url}/api/account/v1/account/search?size=1000`, { headers: { 'x-api-key': secret } });
const shownSecret = async () => {
  const field = page.getByLabel('API key', { exact: true });
  await field.waitFor();
  return field.inputValue();
};

describe("an agency admin's API key", () => {
  let secret: string;

  it('is made with a name and its secret is shown once', async () => {
    await page.goto(`${server.url}/agency/apiKeys/create`);
    await page.getByLabel('Key Name').waitFor();
    await page.getByLabel('Key Name').fill('Journey CRM');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Copy this key now: it is shown only once.');
    secret = await shownSecret();
    expect(secret).toMatch(/^aik_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/agency\/apiKeys\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Journey CRM');
    await seeText(page, `…${secret.slice(-4)}`);
    expect(await page.locator('body').innerText()).not.toContain(secret);
  });

  it("lists Alpha's accounts and no others", async () => {
    const keyed = await accountsWith(secret);
    expect(keyed.status).toBe(200);
    const { content } = (await keyed.json()) as { content: { agencyName: string }[] };
    expect(content.length).toBeGreaterThan(0);
    expect(new Set(content.map((account) => account.agencyName))).toEqual(new Set(['Alpha Insurance Agency']));
  });

  it('regenerates: a new secret shown once, the old one refused at once; the calls show on the key', async () => {
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await seeText(page, 'The current key stops working at once.');
    await page.getByRole('button', { name: 'Regenerate key' }).click();
    const renewed = await shownSecret();
    expect(renewed).not.toBe(secret);
    expect((await accountsWith(secret)).status).toBe(401);
    expect((await accountsWith(renewed)).status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'API activity (last 30 days)' }).waitFor();
    await seeText(page, '2 calls: 2 successful, 0 failed');
    expect(await page.getByRole('table', { name: 'API activity (last 30 days)' }).locator('tbody tr').count()).toBe(2);
  });
});

describe("a webhook's page", () => {
  it('shows its delivery log', async () => {
    await page.goto(`${server.url}/agency/webhooks`);
    await page.getByText('Alpha CRM Sync').click();
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
  });
});
