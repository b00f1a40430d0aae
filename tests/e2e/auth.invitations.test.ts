import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { ownServer } from './support/ownServer';
import { seeText } from './support/form';
import { callApi, linkPathIn, newestMessage, runSql, signInApi } from './support/authJourney';

const NEW_PASSWORD = 'Harbour-Lights-42';
const stamp = Date.now().toString(36);

const server = ownServer('e2einvite', { PUBLIC_URL: 'http://console.test' });
let page: Page;

beforeEach(async () => {
  page = await server.newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** The agency admin adds a user in the console; answers the path of the invitation link e-mailed to it. */
async function inviteFromConsole(email: string): Promise<string> {
  const admin = await (await server.browser.newContext()).newPage();
  await signIn(admin, server.url, 'admin@alpha.demo.test');
  await admin.waitForURL('**/agency/dashboard');
  await admin.goto(`${server.url}/agency/users/create`);
  await admin.getByLabel('First Name').fill('Ines');
  await admin.getByLabel('Last Name').fill('Invited');
  await admin.getByRole('textbox', { name: 'Email' }).fill(email);
  await admin.getByLabel('Role').click();
  await admin.getByRole('option', { name: 'Principal Producer', exact: true }).click();
  await admin.getByRole('button', { name: 'Save' }).click();
  await admin.waitForURL(/\/agency\/users\/[0-9a-f-]{36}\/show$/);
  await admin.context().close();
  return linkPathIn(await newestMessage(server.url, email, 'INVITATION'));
}

const passwordField = (p: Page) => p.getByLabel(/^Password/);

describe('invitation → join → first login', () => {
  it('an invited user joins with the live checklist, lands on its dashboard, then logs in with the new password', async () => {
    const email = `ines.${stamp}@alpha.demo.test`;
    const link = await inviteFromConsole(email);
    expect(link).toMatch(/^\/signup-validation\//);

    await page.goto(`${server.url}${link}`);
    await seeText(page, email);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ines');
    await page.getByLabel('Last Name').fill('Joined');
    await passwordField(page).fill('short');
    await page.locator('[data-rule="TOO_SHORT"][data-valid="false"]').waitFor();
    expect(await page.getByRole('button', { name: 'Join' }).isDisabled()).toBe(true);
    await passwordField(page).fill(NEW_PASSWORD);
    await page.locator('[data-rule="TOO_SHORT"][data-valid="true"]').waitFor();
    await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`);
    await seeText(page, 'Passwords do not match');
    expect(await page.getByRole('button', { name: 'Join' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Join' }).click();
    await page.waitForURL('**/agency/dashboard');

    const later = await (await server.browser.newContext()).newPage();
    await signIn(later, server.url, email, NEW_PASSWORD);
    await later.waitForURL('**/agency/dashboard');
    await later.context().close();

    // The link worked once.
    await page.goto(`${server.url}${link}`);
    await seeText(page, 'Link Expired/Not Found!');
  });

  it('an expired or unknown link shows "Link Expired/Not Found!"', async () => {
    const email = `late.${stamp}@alpha.demo.test`;
    const link = await inviteFromConsole(email);
    await runSql(
      server.databaseUrl,
      `update auth_links set expires_at = now() - interval '1 minute' where email = $1`,
      [email],
    );
    await page.goto(`${server.url}${link}`);
    await seeText(page, 'Link Expired/Not Found!');
    expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(0);

    await page.goto(`${server.url}/signup-validation/not-a-real-token`);
    await seeText(page, 'Link Expired/Not Found!');
  });
});

describe('sign-up of a new organisation', () => {
  it('staff invite an agency from the console; the sign-up form waits for the agreement, shows a 412 text, then lands on the new agency dashboard', async () => {
    const email = `gia.${stamp}@gamma.test`;
    const staff = await (await server.browser.newContext()).newPage();
    await signIn(staff, server.url, 'staff@demo.test');
    await staff.waitForURL('**/admin/dashboard');
    await staff.goto(`${server.url}/admin/users`);
    await staff.getByRole('link', { name: 'Invite to sign up' }).click();
    await staff.waitForURL('**/admin/invitations/signup');
    await staff.getByRole('textbox', { name: 'Email' }).fill(email);
    await staff.getByRole('button', { name: 'Send invitation' }).click();
    await seeText(staff, `Invitation sent to ${email}`);
    await staff.context().close();
    const message = await newestMessage(server.url, email, 'INVITATION');
    const code = /invitation code is ([A-Z0-9]+)/.exec(message)?.[1] ?? '';

    await page.goto(`${server.url}${linkPathIn(message)}`);
    await seeText(page, 'Sign up your organization');
    await page.getByLabel('Invitation Code').fill('WRONG234');
    await page.getByLabel('Organization Name').fill(`Gamma ${stamp}`);
    await page.getByLabel('First Name').fill('Gia');
    await page.getByLabel('Last Name').fill('Gamma');
    await passwordField(page).fill(NEW_PASSWORD);
    await page.locator('[data-rule="TOO_SHORT"][data-valid="true"]').waitFor();
    await page.getByLabel('Producer Number').fill('12ab');
    const submit = page.getByRole('button', { name: 'Sign Up' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await submit.click();
    await seeText(page, 'Producer Number must be a number');
    await page.getByLabel('Producer Number').fill('1234567');
    await submit.click();
    await seeText(page, 'The invitation code is not valid.');
    await page.getByLabel('Invitation Code').fill(code);
    await submit.click();
    await page.waitForURL('**/agency/dashboard');
  });

  it('an agency invites a policyholder, whose form asks no producer number and who lands on the customer dashboard', async () => {
    const email = `pat.${stamp}@policy.test`;
    const agency = await signInApi(server.url, 'admin@alpha.demo.test');
    expect(
      (
        await callApi(server.url, 'POST', '/api/auth/v1/invitations', agency, {
          email,
          accountType: 'CUSTOMER',
          firstName: 'Pat',
        })
      ).status,
    ).toBe(201);
    const message = await newestMessage(server.url, email, 'INVITATION');
    await page.goto(`${server.url}${linkPathIn(message)}`);
    await seeText(page, 'Sign up your organization');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Pat');
    expect(await page.getByLabel('Producer Number').count()).toBe(0);
    await page.getByLabel('Invitation Code').fill(/invitation code is ([A-Z0-9]+)/.exec(message)?.[1] ?? '');
    await page.getByLabel('Organization Name').fill(`Pat Holdings ${stamp}`);
    await page.getByLabel('Last Name').fill('Holder');
    await passwordField(page).fill(NEW_PASSWORD);
    await page.locator('[data-rule="TOO_SHORT"][data-valid="true"]').waitFor();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/customer/dashboard');
  });
});
