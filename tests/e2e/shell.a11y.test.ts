import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { sharedConsoleUrl } from './support/sharedServer';
import { declineCookies } from './support/presetStorage';
import { seriousViolations } from './support/axe';

const shared = { url: sharedConsoleUrl() };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await declineCookies(context);
  return context.newPage();
}

describe('accessibility of the main pages (axe-core)', () => {
  it('finds no serious or critical violation on the public pages', async () => {
    const page = await newPage();
    for (const path of ['/login', '/unsupported', '/serverdown']) {
      await page.goto(`${shared.url}${path}`);
      await page.locator('main, form').first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('finds none on the dashboard, which works by keyboard', async () => {
    const page = await newPage();
    await openSession(page, shared.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByTestId('chart-accounts-chart').locator('svg').first().waitFor();
    expect(await seriousViolations(page), 'dashboard').toEqual([]);
    // Keyboard only: reach the period selector, open it and pick another period.
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Last 30 days' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await period.innerText()).toBe('Last 30 days');
    await page.context().close();
  });

  it('finds none on the main lists, a record page and the profile', async () => {
    const page = await newPage();
    await openSession(page, shared.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    for (const path of [
      '/admin/accounts',
      '/admin/agencies',
      '/admin/users',
      '/admin/quotes',
      '/admin/policies',
      '/admin/claims',
      '/admin/webhooks',
    ]) {
      await page.goto(`${shared.url}${path}`);
      await page.locator('.RaDatagrid-row, .RaDataTable-row, .RaList-noResults, .RaEmpty-message').first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.goto(`${shared.url}/admin/accounts`);
    await page.locator('.RaDatagrid-row td.column-name').first().click();
    await page.waitForURL(/\/admin\/accounts\/[^/]+\/show/);
    await page.getByRole('tab').first().waitFor();
    expect(await seriousViolations(page), 'account show').toEqual([]);
    await page.goto(`${shared.url}/admin/manage/me?tab=mfa`);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();
    expect(await seriousViolations(page), 'profile').toEqual([]);
    await page.context().close();
  });
});

describe.each([
  ['US', 'en-US', 'Adaptive Insurance Services, Inc.'],
  ['UK', 'en-GB', 'Adaptive Insurance UK Limited'],
  ['AU', 'en-AU', 'Adaptive Insurance Australia Pty Ltd'],
] as const)('region %s', (region, locale, entity) => {
  let server: RunningServer | undefined;
  const url = () => (region === 'US' ? shared.url : server!.url);

  beforeAll(async () => {
    if (region !== 'US') server = await startSeededServer('e2e_a11y', { REGION: region });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`shows the ${locale} legal entity and wording, captured in screenshots`, async () => {
    const page = await newPage();
    await page.goto(`${url()}/login`);
    await page.getByLabel('Email').waitFor();
    await page.screenshot({ path: `test-results/shell/region-${region}-login.png` });
    await openSession(page, url(), 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await page.getByTestId('figure-accounts').waitFor();
    expect(await page.getByTestId('legal-entity').innerText()).toContain(entity);
    expect(await page.getByTestId('persona-name').innerText()).toBe(region === 'US' ? 'AGENCY' : 'BROKERAGE');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    await page.screenshot({ path: `test-results/shell/region-${region}-dashboard.png`, fullPage: true });
    await page.context().close();
  });
});
