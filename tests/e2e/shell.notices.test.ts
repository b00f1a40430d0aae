import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { expectPageErrors } from './support/pageErrors';
import { sharedConsoleUrl } from './support/sharedServer';
import { declineCookies, presetLocalStorage } from './support/presetStorage';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** Non-production consoles read flag overrides from local storage (the shared server runs as "local"). */
const withFlags = (flags: Record<string, boolean>, extra: Record<string, string> = {}) =>
  presetLocalStorage(context, { featureFlagOverrides: JSON.stringify(flags), ...extra });

const MONTH = 30 * 86_400_000;

describe('maintenance page', () => {
  it('replaces every page while the global flag is on, with a Refresh link to /loading', async () => {
    await withFlags({ maintenance_mode: true });
    await page.goto(`${server.url}/login`);
    await seeText(page, "We're in Maintenance Mode.");
    await seeText(page, 'Please check back within the next 30 minutes.');
    expect(await page.getByRole('link', { name: 'Refresh' }).getAttribute('href')).toBe('/loading');
    expect(await page.getByLabel('Email').count()).toBe(0);
  });

  it('follows the US flag in the US region but not the UK flag', async () => {
    await withFlags({ maintenance_mode_uk: true });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor();
    await context.close();
    context = await browser.newContext();
    page = await context.newPage();
    await withFlags({ maintenance_mode_us: true });
    await page.goto(`${server.url}/login`);
    await seeText(page, "We're in Maintenance Mode.");
  });

  it('reloads itself after 30 seconds', async () => {
    await withFlags({ maintenance_mode: true });
    await page.clock.install();
    await page.goto(`${server.url}/login`);
    await seeText(page, "We're in Maintenance Mode.");
    const reloaded = page.waitForEvent('load');
    await page.clock.runFor(30_000);
    await reloaded;
  });
});

describe('incident banner', () => {
  it('shows the yellow banner while the flag is on; a dismissal lasts for the session', async () => {
    await withFlags({ incident_banner: true }, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const banner = page.getByTestId('incident-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('We are investigating an issue with our email service');
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 224, 102)');
    await banner.getByRole('link', { name: 'Check Status' }).waitFor();
    await banner.getByRole('button', { name: 'Dismiss Message' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await page.getByTestId('figure-accounts').waitFor();
    expect(await page.getByTestId('incident-banner').count()).toBe(0);
    // A new session (another tab's storage) sees it again.
    const other = await context.newPage();
    await other.goto(`${server.url}/login`);
    await other.evaluate(() => sessionStorage.clear());
    await openSession(other, server.url, 'staff@demo.test');
    await other.getByTestId('incident-banner').waitFor();
  });
});

describe('cookie bar', () => {
  const bar = () => page.getByRole('region', { name: 'We use cookies to improve your experience on our platform' });

  it('appears after 1.5 s and Accept is remembered with its time', async () => {
    await page.goto(`${server.url}/login`);
    await page.waitForTimeout(1000);
    expect(await bar().count()).toBe(0);
    await bar().waitFor({ timeout: 3000 });
    await bar().getByRole('link', { name: 'Privacy Policy' }).waitFor();
    await bar().getByRole('button', { name: 'Accept' }).click();
    expect(await bar().count()).toBe(0);
    const stored = await page.evaluate(() => [
      localStorage.getItem('cookiesEnabled'),
      Number(localStorage.getItem('cookiesLastConsented')),
    ]);
    expect(stored[0]).toBe('true');
    expect(Math.abs(Date.now() - Number(stored[1]))).toBeLessThan(60_000);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await bar().count()).toBe(0);
  });

  it('never covers the page: scrolled to the end, the page ends above the bar, on a narrow screen too', async () => {
    const viewport = page.viewportSize()!;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`${server.url}/login`);
      await bar().waitFor();
      const [barTop, contentBottom] = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const region = document.querySelector('[role="region"]')!.getBoundingClientRect();
        const footer = document.querySelector('#root')!.getBoundingClientRect();
        return [region.top, footer.bottom];
      });
      expect(contentBottom, `at ${width} px`).toBeLessThanOrEqual(barTop + 1);
    }
    await page.setViewportSize(viewport);
  });

  it('remembers Deny', async () => {
    await page.goto(`${server.url}/login`);
    await bar().getByRole('button', { name: 'Deny' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookiesEnabled'))).toBe('false');
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await bar().count()).toBe(0);
  });

  it('asks again once an acceptance is 6 months old, but never after a denial', async () => {
    await context.addInitScript((month) => {
      try {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('cookiesEnabled', 'true');
        localStorage.setItem('cookiesLastConsented', String(Date.now() - 5 * month));
      } catch {
        // No storage in this document (about:blank).
      }
    }, MONTH);
    await page.goto(`${server.url}/login`);
    await page.waitForTimeout(2500);
    expect(await bar().count()).toBe(0);
    await page.evaluate((month) => localStorage.setItem('cookiesLastConsented', String(Date.now() - 7 * month)), MONTH);
    await page.reload();
    await bar().waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => localStorage.getItem('cookiesEnabled'))).toBeNull();
    await page.evaluate((month) => {
      localStorage.setItem('cookiesEnabled', 'false');
      localStorage.setItem('cookiesLastConsented', String(Date.now() - 24 * month));
    }, MONTH);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await bar().count()).toBe(0);
  });
});

describe('crash screen', () => {
  it('offers Copy Error Details (60 characters), Refresh Page and Contact Support', async () => {
    expectPageErrors(/Crash requested for testing/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withFlags({}, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    // The shell reads the request once per load, when its lazily loaded layout first runs: ask only after this
    // load has run it, or this load takes the request and the reload below finds none.
    await page.getByTestId('figure-accounts').waitFor();
    await page.evaluate(() => sessionStorage.setItem('consoleCrashTest', '1'));
    await page.reload();
    await seeText(page, 'An unexpected error occurred.');
    await seeText(page, 'Sorry about that. Please try refreshing and contact us if the problem persists.');
    await page.getByRole('button', { name: 'Copy Error Details' }).click();
    await seeText(page, 'Copied to Clipboard!');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toHaveLength(60);
    expect(copied).toBe('Error: Crash requested for testing: the console shell failed');
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(
      'mailto:support@adaptive-insurance.example',
    );
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByTestId('figure-accounts').waitFor();
  });
});

describe('notifications', () => {
  it('shows at most three at once at the bottom centre, never the same one twice; the next waits its turn', async () => {
    await withFlags({}, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    // The shell reads the request once per load: queue it only after this load has finished with it.
    await page.getByTestId('figure-accounts').waitFor();
    const queued = [
      { message: 'First saved', type: 'success' },
      { message: 'First saved', type: 'success' },
      { message: 'Second failed', type: 'error' },
      { message: 'Third for your information', type: 'info' },
      { message: 'Fourth warning', type: 'warning' },
    ];
    await page.evaluate((list) => sessionStorage.setItem('consoleNotificationTest', JSON.stringify(list)), queued);
    await page.reload();
    const stack = page.getByTestId('notifications');
    await stack.getByText('Third for your information').waitFor();
    const shown = () => stack.locator('.MuiAlert-message').allTextContents();
    expect(await shown()).toEqual(['First saved', 'Second failed', 'Third for your information']);
    expect(await stack.locator('.MuiAlert-filledSuccess').count()).toBe(1);
    expect(await stack.locator('.MuiAlert-filledError').count()).toBe(1);
    expect(await stack.locator('.MuiAlert-filledInfo').count()).toBe(1);
    const box = (await stack.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
    // Closing one lets the fourth in; the duplicate never appears.
    await stack.locator('.MuiAlert-root', { hasText: 'First saved' }).getByRole('button', { name: 'Close' }).click();
    await stack.getByText('Fourth warning').waitFor();
    expect(await shown()).toEqual(['Second failed', 'Third for your information', 'Fourth warning']);
    expect(await stack.locator('.MuiAlert-filledWarning').count()).toBe(1);
  });
});

describe('unsupported browser page', () => {
  it('is all Internet Explorer gets, whatever page it asks for', async () => {
    const ie = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const old = await ie.newPage();
    for (const path of ['/', '/login', '/admin/dashboard']) {
      await old.goto(`${server.url}${path}`);
      await old.getByRole('heading', { name: 'Your browser is not supported' }).waitFor();
    }
    expect(await old.getByRole('link', { name: 'Download Google Chrome' }).getAttribute('href')).toBe(
      'https://www.google.com/chrome/',
    );
    expect(await old.getByLabel('Your login address').inputValue()).toBe(`${server.url}/login`);
    await old.getByRole('button', { name: 'Copy' }).click();
    await old.getByText('Copied to Clipboard!').waitFor();
    expect(await old.getByRole('link', { name: 'support@adaptive-insurance.example' }).getAttribute('href')).toBe(
      'mailto:support@adaptive-insurance.example',
    );
    await ie.close();
  });

  it('links to Chrome and lets the user copy the login address', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${server.url}/unsupported`);
    await page.getByRole('link', { name: 'Download Google Chrome' }).waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await seeText(page, 'Copied to Clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/login`);
  });
});

describe('version watching', () => {
  it('offers a reload when the version changes, and sends a downed server to /serverdown', async () => {
    await withFlags({}, { cookiesEnabled: 'false' });
    await page.clock.install();
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('figure-accounts').waitFor();
    await page.route('**/api/console-version', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"v":"99.0.0"}' }),
    );
    await page.clock.runFor(60_000);
    await seeText(page, 'A new version of the platform is available.');
    await page.getByRole('button', { name: 'Reload' }).waitFor();
    await page.unroute('**/api/console-version');
    await page.route('**/api/console-version', (route) => route.abort('connectionrefused'));
    await page.clock.runFor(60_000);
    await page.waitForURL('**/serverdown');
    await seeText(page, "We can't reach our servers right now.");
  });
});

describe('modals', () => {
  it('opens a deep-linked modal about 1.5 s after load and removes modal and modalData from the address', async () => {
    await withFlags({}, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'staff@demo.test', {
      path: `/admin/dashboard?modal=displaySettings&modalData=%7B%7D`,
    });
    await page.waitForURL((url) => url.pathname === '/admin/dashboard' && url.search === '');
    const dialog = page.getByRole('dialog', { name: 'Display settings' });
    await page.waitForTimeout(800);
    expect(await dialog.count()).toBe(0);
    await dialog.waitFor({ timeout: 3000 });
    // Not sticky: a click outside closes it; its content is gone half a second later.
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached', timeout: 3000 });
    expect(await page.getByText('Compressed layout').count()).toBe(0);
  });

  it('keeps the dark theme chosen in the settings modal for the user across sessions', async () => {
    await withFlags({}, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'admin@beta.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const background = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('.RaLayout-appFrame, body')!).backgroundColor);
    await page.waitForFunction(
      () =>
        getComputedStyle(document.body).backgroundColor !== 'rgb(250, 250, 250)' &&
        getComputedStyle(document.body).backgroundColor !== 'rgb(255, 255, 255)',
    );
    await page.screenshot({ path: 'test-results/shell/dark-theme-agency-dashboard.png', fullPage: true });
    const dark = await background();
    const fresh = await browser.newContext();
    await declineCookies(fresh);
    const again = await fresh.newPage();
    await openSession(again, server.url, 'admin@beta.demo.test');
    await again.waitForURL('**/agency/dashboard');
    await again.waitForFunction(
      (expected) => getComputedStyle(document.querySelector('.RaLayout-appFrame, body')!).backgroundColor === expected,
      dark,
    );
    await again.getByRole('button', { name: 'Display settings' }).click();
    await again.getByRole('radio', { name: 'Light' }).check();
    await fresh.close();
  });
});

describe('platform language', () => {
  it('is chosen in the display settings while the language selector is on, changes the wording at once and is kept for the user', async () => {
    await withFlags({ language_selector: true }, { cookiesEnabled: 'false' });
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const menu = page.getByRole('navigation').or(page.locator('.RaSidebar-fixed')).first();
    await menu.getByText('Agencies', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByLabel('Platform language').click();
    await page.getByRole('option', { name: 'English (United Kingdom)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await menu.getByText('Brokerages', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-GB');

    const fresh = await browser.newContext();
    await presetLocalStorage(fresh, { cookiesEnabled: 'false', featureFlagOverrides: '{"language_selector":true}' });
    const again = await fresh.newPage();
    await openSession(again, server.url, 'staff@demo.test');
    await again.waitForURL('**/admin/dashboard');
    await again.getByText('Brokerages', { exact: true }).first().waitFor();
    await again.getByRole('button', { name: 'Display settings' }).click();
    await again.getByLabel('Platform language').click();
    await again.getByRole('option', { name: 'English (United States)' }).click();
    await again.getByText('Agencies', { exact: true }).first().waitFor();
    await fresh.close();
  });
});
