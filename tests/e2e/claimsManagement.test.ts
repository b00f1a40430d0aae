/**
 * Claims management in Chromium, as staff: the list shows the claims badge, a claim file (opened through the API
 * for a stamp) opens from the list, a reserve and a note are added (the total reserve follows), and the file is
 * closed (status Closed; reserves can no longer be added). The menu item shows the badge's count too.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = `E2E-${Date.now().toString(36).toUpperCase()}`;
let browser: Browser;
let page: Page;
let fileId: string;
let token: string;
let accountId: string;

beforeAll(async () => {
  token = await signInApi(server.url, 'staff@demo.test');
  const account = (
    await api(server.url, token, 'GET', '/api/account/v1/account/search?size=1&search=*Customer Demo Co*')
  ).json.content[0];
  accountId = account.id;
  const today = new Date().toISOString().slice(0, 10);
  const created = await api(server.url, token, 'POST', '/api/claimsmgmt/v1/claimsFile', {
    accountId: account.id,
    incidentType: 'MALWARE',
    reportedDate: today,
    claimNumber: stamp,
  });
  expect(created.status).toBe(201);
  fileId = created.json.id;
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'staff@demo.test');
  await page.waitForURL('**/admin/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

describe('a claim file, as staff', () => {
  it('opens from the list, takes a reserve and a note, and closes', async () => {
    await page.goto(`${server.url}/admin/claimsManagement?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
    await page.getByTestId('claims-badge').waitFor();
    await page.getByRole('cell', { name: stamp }).click();
    await page.waitForURL(`**/admin/claimsManagement/${fileId}/show`);
    await page.getByRole('heading', { level: 1, name: stamp }).waitFor();

    const reserves = page.getByRole('region', { name: 'Reserves' });
    await reserves.getByLabel('Reserve Type').click();
    await page.getByRole('option', { name: 'Third party loss' }).click();
    await reserves.getByLabel('Amount').fill('12500');
    await reserves.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'Total Reserve: $12,500.00');

    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'Note' }).fill(`Insured reported malware ${stamp}`);
    await notes.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'Note saved');
    await notes.getByRole('cell', { name: `Insured reported malware ${stamp}` }).waitFor();

    await page.getByRole('button', { name: 'Close file' }).click();
    await seeText(page, 'Claim file closed');
    await page.getByTestId('claim-file-status').getByText('Closed').waitFor();
    await page.getByRole('button', { name: 'Reopen' }).waitFor();
    expect(await reserves.getByRole('button', { name: 'Add' }).count()).toBe(0);
  });

  it('shows the claims badge beside the menu item: one more after a file without a claim number is opened', async () => {
    const badge = page.getByTestId('claims-menu-badge');
    await page.goto(`${server.url}/admin/claimsManagement`);
    await badge.waitFor();
    const before = Number(await badge.innerText());
    expect(before).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await api(server.url, token, 'POST', '/api/claimsmgmt/v1/claimsFile', {
          accountId,
          incidentType: 'SOCIAL_ENGINEERING',
          reportedDate: today,
        })
      ).status,
    ).toBe(201);
    await page.reload();
    await page
      .getByTestId('claims-menu-badge')
      .getByText(String(before + 1), { exact: true })
      .waitFor();
    expect(await badge.getAttribute('aria-label')).toBe(
      `${before + 1} files without a claim number in the last 5 years`,
    );
  });
});
