import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser } from './support/browser';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { seeText } from './support/form';
import { callApi, signInApi } from './support/authJourney';
import { createOidcProvider, SSO_CLIENT_ID, type LocalOidcProvider } from './support/oidcProvider';

/** Its agency is made to enforce MFA and it has none: a password login meets the enforcement dialog. */
const SSO_USER = 'admin@beta.demo.test';
const AGENCIES = '/api/auth/v1/admin/agencies';
const MFA_DIALOG = 'Multi-Factor Authentication Not Enabled';

let identityProvider: LocalOidcProvider;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  identityProvider = await createOidcProvider();
  server = await startSeededServer('e2e_sso', {
    FEATURE_FLAGS: 'sso_login',
    SSO_ISSUER: identityProvider.issuer,
    SSO_CLIENT_ID,
    SSO_DOMAINS: 'beta.demo.test',
    // The API server checks id tokens against the provider's JWKS over https.
    NODE_EXTRA_CA_CERTS: identityProvider.certificateFile,
  });
  await identityProvider.listen({ consoleUrl: server.url, accounts: [SSO_USER] });
  const staff = await signInApi(server.url, 'staff@demo.test');
  const [beta] = (await callApi(server.url, 'GET', `${AGENCIES}/search?search=*Beta%20Brokers*`, staff)).json
    .content as Array<{ id: string; version: number }>;
  expect(
    (await callApi(server.url, 'PUT', `${AGENCIES}/${beta.id}`, staff, { enforceMFA: true, version: beta.version }))
      .status,
  ).toBe(200);
  browser = await launchBrowser({ ignoreCertificateErrors: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await identityProvider?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page.context().close();
});

/** Resolves once the dashboard has the signed-in user's profile, the input of the MFA enforcement rule. */
const dashboardWithProfile = async (page: Page, signingIn: () => Promise<void>) => {
  const profile = page.waitForResponse((response) => response.url().endsWith('/api/auth/v1/users/me') && response.ok());
  await signingIn();
  await page.waitForURL('**/agency/dashboard');
  await profile;
  await page.getByTestId('figure-accounts').waitFor();
};

describe('single sign-on', () => {
  it('an address without SSO goes from Continue to the password form', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('admin@alpha.demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with SSO' }).count()).toBe(0);
  });

  it('the SSO form links to the password form and back', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(SSO_USER);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Sign in with SSO' }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in with a password instead' }).click();
    await page.getByLabel('Password').waitFor();
    await page.getByRole('button', { name: 'Sign in with SSO instead' }).click();
    await page.getByRole('button', { name: 'Sign in with SSO' }).waitFor();
  });

  it('with a password, the same user meets the MFA enforcement dialog', async () => {
    await dashboardWithProfile(page, async () => {
      await page.goto(`${server.url}/login`);
      await page.getByLabel('Email').fill(SSO_USER);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Sign in with a password instead' }).click();
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
    });
    await seeText(page, MFA_DIALOG);
  });

  it('signs in at the local OpenID Connect provider and lands on the persona dashboard without the MFA dialog', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(SSO_USER);
    await page.getByRole('button', { name: 'Continue' }).click();
    await dashboardWithProfile(page, async () => {
      await page.getByRole('button', { name: 'Sign in with SSO' }).click();
      // The provider's development sign-in page: the login is the e-mail, any password will do.
      await page.waitForURL(`${identityProvider.issuer}/**`);
      await page.getByPlaceholder('Enter any login').fill(SSO_USER);
      await page.getByPlaceholder('and password').fill('anything');
      await page.getByRole('button', { name: 'Sign-in' }).click();
    });
    expect(await page.evaluate(() => sessionStorage.getItem('ssoLogin'))).toBe('true');
    expect(await page.getByText(MFA_DIALOG).count()).toBe(0);
  });
});
