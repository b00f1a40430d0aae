/**
 * Feedback in Chromium: Alpha's agent opens Feedback from the user menu; permission to share is asked for kudos
 * only (No by default); a description over 500 characters is refused ("Must be 500 characters or less"); an issue
 * sent shows the thanks, and staff find it stored as a HIGH priority issue from the agent.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
const stamp = `e2e-feedback-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  await openSession(page, server.url, 'agent@alpha.demo.test');
  await page.waitForURL('**/agency/**');
});
afterAll(async () => {
  await browser?.close();
});

describe('feedback from the user menu', () => {
  it('asks permission to share for kudos only, refuses a long description, sends an issue and thanks', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('heading', { name: 'Feedback' }).waitFor();

    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Give Kudos to the team' }).click();
    const share = dialog.getByRole('radiogroup', { name: 'May we share this with the team?' });
    await share.waitFor();
    expect(await share.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Report an issue' }).click();
    await share.waitFor({ state: 'detached' });

    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill(`${stamp} ${'x'.repeat(500)}`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await seeText(page, 'Must be 500 characters or less');
    await description.fill(`${stamp}: the quote page froze.`);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await seeText(page, 'Thank you for your feedback. It has been sent to the team.');

    const staff = await signInApi(server.url, 'staff@demo.test');
    const found = await api(
      server.url,
      staff,
      'GET',
      `/api/feedback/v1/search?search=${encodeURIComponent(`*${stamp}*`)}`,
    );
    expect(found.status).toBe(200);
    expect(found.json.content).toHaveLength(1);
    expect(found.json.content[0]).toMatchObject({
      category: 'REPORT_ISSUE',
      priority: 'HIGH',
      permissionToShare: false,
      createdBy: 'agent@alpha.demo.test',
    });
  });
});
