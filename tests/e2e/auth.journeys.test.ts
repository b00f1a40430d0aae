import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, signIn } from './support/browser';
import { ownServer } from './support/ownServer';
import { seeText } from './support/form';
import { callApi, codeIn, linkPathIn, newestMessage, runSql, signInApi, totpCode } from './support/authJourney';

const NEW_PASSWORD = 'Harbour-Lights-42';

const server = ownServer('e2eauth', { PUBLIC_URL: 'http://console.test' });
let page: Page;

beforeEach(async () => {
  page = await server.newPage();
});
afterEach(async () => {
  await page.context().close();
});

describe('login statuses', () => {
  it('409: a disabled user sees the server message', async () => {
    await runSql(server.databaseUrl, `update users set enabled = false where email = 'admin@beta.demo.test'`);
    await signIn(page, server.url, 'admin@beta.demo.test');
    await seeText(page, 'This user has been disabled. Please contact your administrator.');
    await runSql(server.databaseUrl, `update users set enabled = true where email = 'admin@beta.demo.test'`);
  });

  it('412: "Email validation required." → Resend Validation Email → link from the outbox → set password → dashboard', async () => {
    await runSql(server.databaseUrl, `update users set email_verified = false where email = 'admin@beta.demo.test'`);
    await signIn(page, server.url, 'admin@beta.demo.test');
    await seeText(page, 'Email validation required.');
    await page.getByRole('alert').getByRole('link', { name: 'Resend Validation Email' }).click();
    await page.waitForURL('**/resend-validation?email=*');
    await page.getByRole('button', { name: 'Resend' }).click();
    await seeText(page, 'we sent it a new validation email');
    const link = linkPathIn(await newestMessage(server.url, 'admin@beta.demo.test', 'EMAIL_VALIDATION'));
    expect(link).toMatch(/^\/confirmUser\//);
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill('Harbour-Lights-4');
    await seeText(page, 'Passwords must match');
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/agency/dashboard');
  });

  it('418: goes to the password-expired screen, and the e-mailed link sets a new password', async () => {
    await runSql(
      server.databaseUrl,
      `update users set password_expires_at = now() - interval '1 day' where email = 'agent@alpha.demo.test'`,
    );
    await signIn(page, server.url, 'agent@alpha.demo.test');
    await page.waitForURL('**/password-expired');
    await seeText(page, 'Your password has expired');
    await seeText(page, 'we have sent you an email with a link');
    const link = linkPathIn(await newestMessage(server.url, 'agent@alpha.demo.test', 'PASSWORD_RESET'));
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('New password').fill('short');
    await page.locator('[data-rule="TOO_SHORT"][data-valid="false"]').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.locator('[data-rule="TOO_SHORT"][data-valid="true"]').waitFor();
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/agency/dashboard');
  });

  it('307: the MFA code field appears, Log In waits for 6 digits, and the TOTP code computed from the enrolled secret signs in', async () => {
    const token = await signInApi(server.url, 'admin@alpha.demo.test');
    const { json } = await callApi(server.url, 'PUT', '/api/auth/v1/mfa/update?mfaType=GOOGLE', token);
    const secret = json.secret as string;
    const enrolled = await callApi(server.url, 'POST', '/api/auth/v1/mfa/verify', token, {
      mfaType: 'GOOGLE',
      mfa1: totpCode(secret, 2),
      mfa2: totpCode(secret, 1),
    });
    expect(enrolled.status).toBe(200);

    await signIn(page, server.url, 'admin@alpha.demo.test');
    await page.getByLabel('MFA Code').waitFor();
    await page.getByRole('link', { name: 'Reset MFA' }).waitFor();
    await page.getByLabel('MFA Code').fill('12345');
    expect(await page.getByRole('button', { name: 'Log In' }).isDisabled()).toBe(true);
    await page.getByLabel('MFA Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/agency/dashboard');
  });

  it('307 with an e-mail factor: the code read from the outbox signs the customer in', async () => {
    const token = await signInApi(server.url, 'owner@customer.demo.test');
    await callApi(server.url, 'PUT', '/api/auth/v1/mfa/update?mfaType=EMAIL', token);
    const enrolCode = codeIn(await newestMessage(server.url, 'owner@customer.demo.test', 'MFA_CODE'));
    expect(
      (await callApi(server.url, 'POST', '/api/auth/v1/mfa/verify', token, { mfaType: 'EMAIL', mfa1: enrolCode }))
        .status,
    ).toBe(200);

    await signIn(page, server.url, 'owner@customer.demo.test');
    await page.getByLabel('MFA Code').waitFor();
    const loginCode = codeIn(await newestMessage(server.url, 'owner@customer.demo.test', 'MFA_CODE'));
    expect(loginCode).not.toBe(enrolCode);
    await page.getByLabel('MFA Code').fill(loginCode);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/customer/dashboard');
  });

  it('Reset MFA: the link from the outbox says MFA has been reset, and the password alone signs in again', async () => {
    await signIn(page, server.url, 'owner@customer.demo.test');
    await page.getByRole('link', { name: 'Reset MFA' }).click();
    await page.waitForURL('**/forgot-password?mfa=true*');
    await page.getByRole('button', { name: 'Send link' }).click();
    await seeText(page, 'we sent it an email with a link');
    const link = linkPathIn(await newestMessage(server.url, 'owner@customer.demo.test', 'MFA_RESET'));
    await page.goto(`${server.url}${link}`);
    await seeText(page, 'Your multi-factor authentication has been reset.');
    await page.getByRole('link', { name: 'Log in' }).click();
    await signIn(page, server.url, 'owner@customer.demo.test');
    await page.waitForURL('**/customer/dashboard');
    // The link worked once: a second visit goes to the login screen (spec 000 §2.9: 404 → /login).
    await page.goto(`${server.url}/logout`);
    await page.goto(`${server.url}${link}`);
    await page.waitForURL('**/login');
  });
});

describe('forgot password', () => {
  it('forgot → link from the outbox → reset → signed in; later the new password signs in and the old one fails', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The form loads on demand; until it shows, "Email" is still the login screen's field.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('admin@beta.demo.test');
    await page.getByRole('button', { name: 'Send link' }).click();
    await seeText(page, 'If a login exists for admin@beta.demo.test');
    const link = linkPathIn(await newestMessage(server.url, 'admin@beta.demo.test', 'PASSWORD_RESET'));
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('New password').fill('Password123!');
    await page.locator('[data-rule="COMMON_PASSWORD"][data-valid="false"]').waitFor();
    await page.getByLabel('New password').fill('Quiet-Meadow-77');
    await page.getByLabel('Confirm password').fill('Quiet-Meadow-77');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/agency/dashboard');

    await page.goto(`${server.url}/logout`);
    await seeText(page, "You've been successfully logged out.");
    await signIn(page, server.url, 'admin@beta.demo.test', DEMO_PASSWORD);
    await seeText(page, 'Login failed. Please double check your email and password.');
    await page.goto(`${server.url}/login`);
    await signIn(page, server.url, 'admin@beta.demo.test', 'Quiet-Meadow-77');
    await page.waitForURL('**/agency/dashboard');

    // The spent link is now an expired one.
    await page.goto(`${server.url}${link}`);
    await seeText(page, "The reset link you're using has expired...");
  });

  it('an unknown reset link shows the expired message', async () => {
    await page.goto(`${server.url}/confirmPasswordReset/not-a-real-token`);
    await seeText(page, "The reset link you're using has expired...");
  });

  it('the forgot-password form checks the email', async () => {
    await page.goto(`${server.url}/forgot-password`);
    await page.getByRole('button', { name: 'Send link' }).click();
    await seeText(page, 'Email is required');
  });
});

describe('public routes', () => {
  it.each([
    ['/application-signed', 'Your policy documents are being generated'],
    ['/signup-submitted', 'Thank you for signing up! Please check your email and confirm your account.'],
    ['/password-expired', 'Your password has expired'],
  ])('%s says what it is for', async (path, text) => {
    await page.goto(`${server.url}${path}`);
    await seeText(page, text);
  });

  it('/loading without a session goes to /login; with one it lands on the dashboard', async () => {
    await page.goto(`${server.url}/loading`);
    await page.waitForURL('**/login');
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${server.url}/loading`);
    await seeText(page, "We're preparing you to enter an account. Please wait.");
    await page.waitForURL('**/admin/dashboard');
  });
});
