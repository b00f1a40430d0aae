/**
 * Journeys through the organisation screens: an agency admin manages its teams (list, search, create with
 * the spec's messages, show, edit, delete) and sees the header team selector; staff create an agency with
 * the fee message; an agency admin adds a user to a team.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { messageUnder, seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('agency admin manages teams', () => {
  it('signs in and sees the header team selector with All and its teams', async () => {
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await seeText(page, 'Team:');
    await page.getByLabel('Team:').click();
    await page.getByRole('option', { name: 'Alpha East' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All', 'Alpha East', 'Alpha West']);
    await page.keyboard.press('Escape');
  });

  it('lists, creates, shows, edits and deletes a team', async () => {
    await page.goto(`${server.url}/agency/teams`);
    await seeText(page, 'Alpha West');
    await page.goto(`${server.url}/agency/teams/create`);
    // Save waits for a change; a description alone leaves the name missing.
    await page.getByLabel('Description').fill('Night shift');
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Team Name is a required field');
    expect(await messageUnder(page, 'Team Name')).toContain('Team Name is a required field');
    await page.getByLabel('Team Name').fill(`Gamma ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/agency\/teams\/[0-9a-f-]{36}\/show$/);
    await seeText(page, `Gamma ${stamp}`);
    const id = new URL(page.url()).pathname.split('/')[3];

    await page.goto(`${server.url}/agency/teams?filter=${encodeURIComponent(JSON.stringify({ q: `gamma ${stamp}` }))}`);
    await seeText(page, `Gamma ${stamp}`);
    expect(await page.locator('tbody tr').count()).toBe(1);

    await page.goto(`${server.url}/agency/teams/${id}`);
    await page.getByLabel('Team Name').fill(`Gamma Renamed ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/show$/);
    await seeText(page, `Gamma Renamed ${stamp}`);

    await page.getByRole('tab', { name: 'History' }).click();
    await page
      .getByTestId('history-change')
      .filter({ hasText: `Gamma Renamed ${stamp}` })
      .first()
      .waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Back on the list, which may put its kept filter (the search above) into the address at once.
    await page.waitForURL(/\/agency\/teams(\?|$)/);
    await expect
      .poll(
        () =>
          page
            .locator('tbody tr')
            .filter({ hasText: `Gamma Renamed ${stamp}` })
            .count(),
        { timeout: 10_000 },
      )
      .toBe(0);
  });

  it('refuses a user with the agent role and no team with the spec message, keeping what was typed', async () => {
    await page.goto(`${server.url}/agency/users/create`);
    await page.getByLabel('First Name').fill('Jo');
    await page.getByLabel('Last Name').fill(`Journey ${stamp}`);
    await page.getByLabel('Email').fill(`jo.${stamp}@alpha.demo.test`);
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Agent', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Team is a required field.');
    expect(new URL(page.url()).pathname).toBe('/agency/users/create');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Jo');
  });
});

describe('staff administer agencies', () => {
  it('refuses a fee above 10,000 with the spec message, then creates the agency', async () => {
    const staff = await browser.newPage();
    await openSession(staff, server.url, 'staff@demo.test', { path: `/admin/agencies/create` });
    await staff.getByLabel('Agency Name').fill(`Delta ${stamp}`);
    await staff.getByLabel('Hostname').fill(`delta-${stamp}`);
    await staff.getByLabel('NPN').fill('1234567');
    await staff.getByLabel('Additional Broker Fee').fill('10001');
    await staff.getByRole('button', { name: 'Save' }).click();
    await seeText(staff, 'must be less than or equal to $10,000');
    await staff.getByLabel('Additional Broker Fee').fill('250');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.waitForURL(/\/admin\/agencies\/[0-9a-f-]{36}\/show$/);
    await seeText(staff, `Delta ${stamp}`);
    await staff.close();
  });
});
