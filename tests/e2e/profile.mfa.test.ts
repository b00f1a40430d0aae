import type { BrowserContext, Page } from 'playwright-core';
import { signIn } from './support/browser';
import { ownServer } from './support/ownServer';
import { seeText } from './support/form';
import { codeIn, newestMessage, runSql, totpCode } from './support/authJourney';
import { declineCookies } from './support/presetStorage';

const server = ownServer('e2emfa');
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await server.browser.newContext();
  await declineCookies(context);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const ENFORCEMENT = 'Multi-Factor Authentication Not Enabled';
const dialogs = () => page.getByRole('dialog');

describe('an agency that enforces MFA', () => {
  it('holds its admin in the sticky enforcement dialog until Set Up MFA leads to the profile’s MFA tab', async () => {
    await runSql(server.databaseUrl, `update accounts set enforce_mfa = true where name = 'Beta Brokers'`);
    await signIn(page, server.url, 'admin@beta.demo.test');
    await page.waitForURL('**/agency/dashboard');
    const dialog = page.getByRole('dialog', { name: ENFORCEMENT });
    await dialog.waitFor();
    await seeText(page, 'Please enable multi-factor authentication before continuing to the platform.');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Set Up MFA']);
    // Sticky: neither Escape nor a click outside lets the user past it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(600);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Set Up MFA' }).click();
    await page.waitForURL((url) => url.pathname === '/agency/manage/me' && url.searchParams.get('tab') === 'mfa');
    await dialog.waitFor({ state: 'detached' });
    await seeText(page, 'Second factor in use: None');
    // Leaving the profile without a second factor brings the dialog back.
    await page.goto(`${server.url}/agency/accounts`);
    await dialog.waitFor();
  });

  it('enrols an authenticator app in three steps with two consecutive codes; the dialog is gone and the next sign-in asks for a code', async () => {
    await signIn(page, server.url, 'admin@beta.demo.test');
    await page.getByRole('dialog', { name: ENFORCEMENT }).getByRole('button', { name: 'Set Up MFA' }).click();
    await page.waitForURL('**/agency/manage/me?tab=mfa');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const enrol = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    await enrol.getByText('Step 1: Download an authenticator app').waitFor();
    await enrol.getByText('Step 2: Scan the QR code').waitFor();
    await enrol.getByText('Step 3: Enter two consecutive codes').waitFor();
    expect(await enrol.getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    // A half-finished enrolment is not lost to a stray Escape.
    await page.keyboard.press('Escape');
    expect(await enrol.isVisible()).toBe(true);
    await enrol.getByLabel('First code').fill('000000');
    await enrol.getByLabel('Second code').fill('000001');
    await enrol.getByRole('button', { name: 'Enable MFA' }).click();
    await enrol.getByRole('alert').waitFor();
    await enrol.getByLabel('First code').fill(totpCode(secret, 1));
    await enrol.getByLabel('Second code').fill(totpCode(secret, 0));
    await enrol.getByRole('button', { name: 'Enable MFA' }).click();
    await seeText(page, 'MFA Enabled!');
    await seeText(page, 'Second factor in use: Authenticator app');
    await page.goto(`${server.url}/agency/dashboard`);
    await page.getByTestId('figure-accounts').waitFor();
    expect(await page.getByRole('dialog', { name: ENFORCEMENT }).count()).toBe(0);

    const fresh = await server.browser.newContext();
    await declineCookies(fresh);
    const next = await fresh.newPage();
    await signIn(next, server.url, 'admin@beta.demo.test');
    const code = next.getByLabel('MFA code');
    await code.waitFor();
    // The codes used for enrolment are spent; the app's next code signs in.
    await code.fill(totpCode(secret, -1));
    await next.getByRole('button', { name: 'Log In' }).click();
    await next.waitForURL('**/agency/dashboard');
    expect(await next.getByRole('dialog', { name: ENFORCEMENT }).count()).toBe(0);
    await fresh.close();
  });
});

describe('enrolment by e-mail code', () => {
  it('sends the code as the dialog opens, resends without duplicate notices, gives way to another modal, and takes a customer to its dashboard 2 s after "MFA Enabled!"', async () => {
    await signIn(page, server.url, 'owner@customer.demo.test');
    await page.waitForURL('**/customer/dashboard');
    await page.goto(`${server.url}/customer/manage/me?tab=mfa`);
    await page.getByRole('button', { name: 'Set up e-mail codes' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Set up e-mail codes' });
    await codeDialog.getByText('We sent a 6-digit code to owner@customer.demo.test').waitFor();

    // Resending twice queues the same notice twice: it shows once.
    await codeDialog.getByRole('button', { name: 'Resend code' }).click();
    await seeText(page, 'A new code has been sent.');
    await codeDialog.getByRole('button', { name: 'Resend code' }).click();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('notifications').getByText('A new code has been sent.').count()).toBe(1);

    // One modal at a time: choosing the authenticator app replaces this dialog.
    await codeDialog.getByRole('button', { name: 'Use an authenticator app instead' }).click();
    await page.getByRole('dialog', { name: 'Set up an authenticator app' }).waitFor();
    await codeDialog.waitFor({ state: 'detached' });
    expect(await dialogs().count()).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialogs().first().waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Set up e-mail codes' }).click();
    await codeDialog.getByText('We sent a 6-digit code').waitFor();
    await codeDialog.getByLabel('Code').fill('000000');
    await codeDialog.getByRole('button', { name: 'Enable MFA' }).click();
    await codeDialog.getByRole('alert').waitFor();
    const code = codeIn(await newestMessage(server.url, 'owner@customer.demo.test', 'MFA_CODE'));
    await codeDialog.getByLabel('Code').fill(code);
    await codeDialog.getByRole('button', { name: 'Enable MFA' }).click();
    await seeText(page, 'MFA Enabled!');
    expect(new URL(page.url()).pathname).toBe('/customer/manage/me');
    await page.waitForURL('**/customer/dashboard', { timeout: 5000 });
  });
});
