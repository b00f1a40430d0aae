/**
 * The mailbox journey in Chromium (own server, fresh demo data): staff open an unassigned demo thread and
 * assign it to Alpha's agent (the tracking shows it); the agent sees it, replies (the draft's subject is "Re: …";
 * "Suggest reply" fills a local suggestion) and sends; the list
 * shows the thread count 2 (childCount + 1); Beta's admin does not see the thread.
 */
import type { Page } from 'playwright-core';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

const server = ownServer('mailbox_journey');
const SUBJECT = 'New submission: Acme Robotics cyber application';
const subjectCell = (page: Page) => page.getByRole('cell', { name: SUBJECT, exact: true });

async function openThread(page: Page, area: 'admin' | 'agency') {
  await page.goto(`${server.url}/${area}/mailbox`);
  await subjectCell(page).click();
  await page.waitForURL(`**/${area}/mailbox/*/show`);
  await page.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
}

describe('the shared mailbox', () => {
  it('staff assign a thread to the Alpha agent', async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await openThread(page, 'admin');
    await seeText(page, 'Not assigned');
    await page.getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign this thread' });
    await dialog.getByRole('combobox', { name: 'Agency' }).click();
    await page.getByRole('option', { name: 'Alpha Insurance Agency' }).click();
    await dialog.getByRole('combobox', { name: 'Agent' }).click();
    await page.getByRole('option', { name: /agent@alpha\.demo\.test/ }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await seeText(page, 'Assigned to Alpha Insurance Agency');
    await page.getByTestId('tracking').getByText('Assigned by staff@demo.test').waitFor();
  });

  it('the agent replies ("Re: …") and sends; the list shows the thread count 2', async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'agent@alpha.demo.test');
    await page.waitForURL('**/agency/**');
    await openThread(page, 'agency');
    await page.getByRole('button', { name: 'Reply' }).click();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.waitFor();
    expect(await subject.inputValue()).toBe(`Re: ${SUBJECT}`);
    expect(await page.getByRole('textbox', { name: 'To' }).inputValue()).toBe('broker@acme-brokers.example');
    await page.getByRole('button', { name: 'Suggest reply' }).click();
    await seeText(page, 'Suggested by local rules on this server; no AI service is connected.');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toContain(
      'Thank you for your message "New submission',
    );
    await page.getByRole('textbox', { name: 'Message' }).fill('Thank you, we are reviewing the application.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await seeText(page, 'Message sent');
    await seeText(page, 'Thank you, we are reviewing the application.');
    await page.getByTestId('tracking').getByText('Sent by agent@alpha.demo.test').waitFor();

    await page.goto(`${server.url}/agency/mailbox`);
    const row = page.getByRole('row').filter({ has: subjectCell(page) });
    await row.waitFor();
    await row.getByRole('cell', { name: '2', exact: true }).waitFor();
    await page.getByRole('cell', { name: `Re: ${SUBJECT}`, exact: true }).waitFor();
  });

  it("Beta's admin does not see the thread", async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'admin@beta.demo.test', { path: `/agency/mailbox` });
    await page.getByRole('cell', { name: 'Claims: phishing incident at Alphanumeric Systems' }).waitFor();
    expect(await subjectCell(page).count()).toBe(0);
    expect(await page.getByRole('cell', { name: `Re: ${SUBJECT}` }).count()).toBe(0);
  });
});
