import type { Page } from 'playwright-core';
import { signIn } from './support/browser';
import { ownServer } from './support/ownServer';
import { seeText } from './support/form';
import { callApi, runSql, signInApi } from './support/authJourney';

const server = ownServer('e2ejump');
let page: Page;

beforeEach(async () => {
  page = await server.newPage();
});
afterEach(async () => {
  await page.context().close();
});

const accessTokenIn = (p: Page) => p.evaluate(() => sessionStorage.getItem('accessToken') ?? '');

describe('staff jump-in', () => {
  it('enters Alpha Insurance Agency from its page (Enter account → /loading/{token}), lands on /agency/dashboard, and the history names both users', async () => {
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const staffToken = await accessTokenIn(page);
    const search = await callApi(
      server.url,
      'GET',
      '/api/auth/v1/admin/agencies/search?search=*Alpha%20Insurance*',
      staffToken,
    );
    const alpha = (search.json.content as Array<{ id: string; name: string }>).find(
      (a) => a.name === 'Alpha Insurance Agency',
    )!;
    await page.goto(`${server.url}/admin/agencies/${alpha.id}/show`);
    const [entered] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Enter account' }).click(),
    ]);
    await entered.getByText("You're entering Alpha Insurance Agency").waitFor();
    await entered.waitForURL('**/agency/dashboard');
    await entered.waitForFunction(() => document.title === 'Alpha Insurance Agency - Adaptive Insurance Platform');

    const history = await callApi(server.url, 'GET', `/api/auth/v1/admin/agencies/${alpha.id}/history`, staffToken);
    const event = ((history.json.content ?? history.json) as Array<Record<string, string>>).find(
      (h) => h.action === 'jump',
    )!;
    const staffId = (await callApi(server.url, 'GET', '/api/auth/v1/users/me', staffToken)).json.id;
    expect(event.impersonatorUserId).toBe(staffId);
    expect(event.actorEmail).toMatch(/@alpha\.demo\.test$/);
    // The agency's History tab names both: the user entered as, and the staff user who entered.
    await page.goto(`${server.url}/admin/agencies/${alpha.id}/show/history`);
    const jumpRow = page.getByTestId('history-entry').filter({ hasText: 'entered by staff@demo.test' });
    await jumpRow.waitFor();
    expect(await jumpRow.innerText()).toContain(event.actorEmail);
  });

  it('staff enter a policyholder from its account page with Enter account: a new tab lands on /customer/dashboard', async () => {
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const staffToken = await accessTokenIn(page);
    const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1000', staffToken);
    const content = accounts.json.content as Array<{ id: string; name: string }>;
    const customer = content.find((a) => a.name === 'Customer Demo Co')!;
    const empty = content.find((a) => a.name !== 'Customer Demo Co')!;

    // An account nobody signs in to cannot be entered; the reason is said.
    await page.goto(`${server.url}/admin/accounts/${empty.id}/show`);
    await page.getByRole('button', { name: 'Enter account' }).click();
    await seeText(page, 'This account has no active user to enter as.');

    await page.goto(`${server.url}/admin/accounts/${customer.id}/show`);
    const [entered] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Enter account' }).click(),
    ]);
    await entered.waitForURL('**/customer/dashboard');
    await entered.waitForFunction(() => document.title === 'Customer Demo Co - Adaptive Insurance Platform');
    // Inside the jump there is no way to jump again.
    await entered.goto(`${server.url}/customer/accounts/${customer.id}/show`);
    await entered.getByRole('tab', { name: 'Summary' }).waitFor();
    expect(await entered.getByRole('button', { name: 'Enter account' }).count()).toBe(0);
  });

  it('a spent or unknown jump token says the token could not be generated', async () => {
    await page.goto(`${server.url}/loading/not-a-token?accountName=Nowhere`);
    await seeText(page, 'An error occurred while generating the token. Please try again.');
  });
});

describe('remembered session', () => {
  it('says the session expired when a remembered device can no longer refresh', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('admin@beta.demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('Demo-Password-1!');
    await page.getByLabel('Remember device').check();
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/agency/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    // The server ends the session (as a reused token or a disabled user would) and the access token expires.
    await runSql(
      server.databaseUrl,
      `update refresh_tokens set revoked_at = now() where user_id = (select id from users where email = 'admin@beta.demo.test')`,
    );
    await page.evaluate(() => {
      const [header, payload] = (sessionStorage.getItem('accessToken') ?? '').split('.');
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      const expired = btoa(JSON.stringify({ ...claims, exp: 1 }))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      sessionStorage.setItem('accessToken', `${header}.${expired}.invalid`);
    });
    await page.goto(`${server.url}/agency/dashboard`);
    await page.waitForURL('**/login');
    await seeText(page, 'Your current session has expired. Please log back into the platform to refresh your session.');
    expect(await signInApi(server.url, 'admin@beta.demo.test')).toBeTruthy();
  });
});

describe('development outbox', () => {
  it('staff read the outbox and follow a reset link from it; other users are refused', async () => {
    await callApi(server.url, 'POST', '/api/auth/v1/passwords/agent@alpha.demo.test/reset');
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`${server.url}/dev/outbox`);
    const row = page
      .getByRole('row')
      .filter({ hasText: 'agent@alpha.demo.test' })
      .filter({ hasText: 'PASSWORD_RESET' })
      .first();
    await row.getByRole('link').click();
    await page.waitForURL('**/confirmPasswordReset/**');
    await page.getByLabel('New password').waitFor();

    await page.goto(`${server.url}/logout`);
    await seeText(page, "You've been successfully logged out.");
    await signIn(page, server.url, 'agent@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await page.goto(`${server.url}/dev/outbox`);
    await seeText(page, 'You do not have permission to do this.');
  });
});
