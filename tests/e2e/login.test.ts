import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await (await browser.newContext()).newPage();
});
afterEach(async () => {
  await page.context().close();
});

describe('signing in', () => {
  it('sends / to the login screen with its heading', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL('**/login');
    await seeText(page, 'Nice to see you again, Welcome back.');
  });

  it("shows the region's marketing panel beside the form", async () => {
    await page.goto(`${server.url}/login`);
    const panel = page.getByRole('complementary', { name: 'Adaptive Cyber Insurance' });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toContain('/us/');
  });

  it('asks for a valid email before the password', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await seeText(page, 'Email is required');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await seeText(page, 'Please enter a valid email address');
    expect(await page.getByLabel('Password').count()).toBe(0);
  });

  it('shows the spec message for a wrong password and stays on /login', async () => {
    await signIn(page, server.url, 'staff@demo.test', 'Wrong-Password-9!');
    await seeText(page, 'Login failed. Please double check your email and password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('changing the email returns to intake and clears the password', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('staff@demo.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill('something');
    await page.getByLabel('Email').fill('staff@demo.tes');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
  });

  it.each([
    ['staff@demo.test', '/admin/dashboard', 'Adaptive Insurance'],
    ['admin@alpha.demo.test', '/agency/dashboard', 'Alpha Insurance Agency'],
    ['owner@customer.demo.test', '/customer/dashboard', 'Customer Demo Co'],
  ])('%s lands on %s with the account in the page title', async (email, path, account) => {
    await signIn(page, server.url, email);
    await page.waitForURL(`**${path}`);
    await page.waitForFunction((title) => document.title === title, `${account} - Adaptive Insurance Platform`);
  });

  it('sends a signed-in user from /login to its dashboard, and logs out', async () => {
    await signIn(page, server.url, 'admin@beta.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/agency/dashboard');
    await page.goto(`${server.url}/logout`);
    await seeText(page, "You've been successfully logged out.");
    await seeText(page, 'Have an account?');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${server.url}/agency/dashboard`);
    await page.waitForURL('**/login');
  });

  it('takes an unauthenticated deep link to /login and back there after sign-in', async () => {
    await page.goto(`${server.url}/admin/accounts?page=2`);
    await page.waitForURL('**/login');
    await signIn(page, server.url, 'staff@demo.test');
    await page.waitForURL((url) => url.pathname === '/admin/accounts');
  });
});
