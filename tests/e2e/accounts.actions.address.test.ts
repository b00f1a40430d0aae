import type { Browser, Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { startSeededServer, type RunningServer } from './support/consoleServer';

/**
 * A UK account's address and domain checks in Chromium: staff open a UK account whose address the
 * (local) postal verifier cannot verify: "Unable to verify address" with the unverified fields, and staff may
 * Confirm. The Check Domain input strips the protocol and verifies each entry on the server (local resolver).
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startSeededServer('e2e_address', { REGION: 'UK', DOMAIN_RESOLVER: 'local' });
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('UK address verification and the domain input', () => {
  it('lists the unverified fields, staff confirm; the domain input answers with the spec texts', async () => {
    const staff = await signInApi(server.url, 'staff@demo.test');
    const created = await callApi(server.url, 'POST', '/api/account/v1/account', staff, {
      name: 'Pennine Mills Ltd',
      country: 'UK',
      address1: '12 Canal Wharf',
      city: 'York',
      zipCode: 'LS1 4AP',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);

    await openSession(page, server.url, 'staff@demo.test', { path: `/admin/accounts/${created.json.id}/show` });
    const bar = page.getByTestId('account-actions');
    await bar.getByRole('button', { name: 'Verify Address' }).click();
    const unverified = page.getByTestId('address-unverified');
    await unverified.waitFor();
    expect(await unverified.innerText()).toBe('Unable to verify address: Town/City');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await seeText(page, 'Address confirmed as entered.');

    await bar.getByRole('button', { name: 'Check Domain' }).click();
    const input = page.getByRole('dialog').getByLabel('Domain');
    const helper = page.locator('#domain-input-helper-text');
    await input.fill('https://nxdomain.example.com');
    expect(await input.inputValue()).toBe('nxdomain.example.com');
    await page.getByText('Only valid domains are accepted.').waitFor();
    await input.fill('example.com, example.org');
    await page.getByText('Only enter one domain').waitFor();
    await input.fill('example');
    await page.getByText('Not a valid domain name').waitFor();
    await input.fill('pennine-mills.co.uk');
    await page.getByText('Valid domain found!').waitFor();
    expect(await helper.innerText()).toBe('Valid domain found!');
  });
});
