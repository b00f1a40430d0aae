import { chromium, type Browser, type Page } from 'playwright-core';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../../src/console/auth/tokenStore';
import { dashboardPath } from '../../../src/shared/accountTypes';
import { deliverClicks } from './deliveredClicks';
import { watchContext } from './pageDiagnostics';
import { LOG_ERROR_CAUSES, listenForPageErrors } from './pageErrors';

export interface LaunchOptions {
  /** Accept any TLS certificate: only for a local test server with a certificate made for the run. */
  ignoreCertificateErrors?: boolean;
  /** Leave pages unwatched (pageDiagnostics, deliveredClicks): a benchmark measures the page without their listeners. */
  unwatched?: boolean;
}

/**
 * Chromium features the tests turn off. Chromium keeps only the last `--disable-features` of its command line, so
 * this list repeats the ones playwright-core 1.65 turns off by default, then adds its own.
 */
const DISABLED_FEATURES = [
  // playwright-core's defaults (its chromiumSwitches), which this switch would otherwise replace.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // Headless Chromium 156 builds the address bar's WebUI popups for every window (a context is a window): a
  // third renderer that cost 0.6 of the 2.1 CPU-seconds of a fresh context's list page on the 2-core machine.
  // No test has an address bar to type into.
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * Debian's Chromium, headless, with the flags this machine needs (no sandbox as root, no background calls). Every
 * context it makes (also the one of `browser.newPage()`) is watched for a failed test's report (pageDiagnostics)
 * and has its clicks checked for delivery (deliveredClicks), unless told not to.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
      ...(options.ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
  });
  if (options.unwatched) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    await Promise.all([watchContext(context), deliverClicks(context)]);
    return context;
  };
  return browser;
}

export const DEMO_PASSWORD = 'Demo-Password-1!';

/** Signs in through the login screen as a person would: email, Continue, password, Log In. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The login API's tokens for a user (for a console session, or an access token to set records up with). */
export async function loginTokens(
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await fetch(`${baseUrl}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`the login of ${email} answered ${response.status}`);
  return (await response.json()) as { accessToken: string; refreshToken: string };
}

/**
 * The page's uncaught errors and console errors go to the test's stderr and fail the test (pageErrors.ts), so a
 * crash screen in a run (which shows no detail) leaves its cause in the log. Pages of a watched browser
 * (`launchBrowser`) have this from the start; this covers a page of an unwatched one.
 */
export async function reportPageErrors(page: Page): Promise<void> {
  if (listenForPageErrors(page)) await page.addInitScript({ content: LOG_ERROR_CAUSES });
}

export interface SessionOptions {
  password?: string;
  /** Where the console opens once the session exists; the account's dashboard (where a login leads) by default. */
  path?: string;
}

/**
 * Opens a signed-in console for tests that are about something else than signing in: the login API answers the
 * tokens, which go where the login screen puts them (session storage, not remembered), and the console then
 * opens on the account's dashboard, where a login leads. It skips the login screen's own load and three steps, the most
 * expensive part of many tests on a 2-core machine; the login screen itself is proved by `login`, `auth.*` and
 * `profile.mfa`, which still sign in through it.
 */
export async function openSession(
  page: Page,
  baseUrl: string,
  email: string,
  options: SessionOptions = {},
): Promise<void> {
  await reportPageErrors(page);
  const tokens = await loginTokens(baseUrl, email, options.password);
  const claims = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1], 'base64url').toString()) as {
    accType: string;
  };
  // A tiny document of the console's origin (no console boot) is where session storage can be written.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(([keys, values]) => keys.forEach((key, i) => sessionStorage.setItem(key, values[i])), [
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
    [tokens.accessToken, tokens.refreshToken],
  ] as const);
  await page.goto(`${baseUrl}${options.path ?? dashboardPath(claims.accType)}`);
}
