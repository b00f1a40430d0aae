import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, openSession, signIn } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';
import { declineCookies } from './support/presetStorage';

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
  const context = await browser.newContext();
  // Answered already: these journeys are about the areas, not the cookie bar.
  await declineCookies(context);
  page = await context.newPage();
});
afterEach(async () => {
  await page.context().close();
});

const PERSONAS = [
  ['staff@demo.test', '/admin', 'Provider staff', ['Accounts', 'Quotes', 'Policies']],
  ['admin@alpha.demo.test', '/agency', 'Agency', ['Accounts', 'Quotes', 'Policies']],
  ['agent@alpha.demo.test', '/agency', 'Agency', ['Accounts']],
  ['admin@beta.demo.test', '/agency', 'Agency', ['Accounts', 'Quotes', 'Policies']],
  ['owner@customer.demo.test', '/customer', 'Policyholder', ['Accounts']],
  // What each organisation type reads of client business (docs/features/organisations.md "What each persona sees").
  ['admin@digital.demo.test', '/da', 'Aggregator', ['Accounts', 'Quotes', 'Policies']],
  ['admin@mssp.demo.test', '/mssp', 'Managed security service provider', ['Accounts']],
  ['admin@carrier.demo.test', '/carrier', 'Carrier', ['Policies']],
  ['admin@vendor.demo.test', '/vendor', 'Vendor', ['Claims']],
  ['admin@cluster.demo.test', '/cluster', 'Cluster', ['Accounts', 'Quotes', 'Policies']],
  ['admin@reinsurer.demo.test', '/reinsurer', 'Reinsurer', ['Policies']],
  ['admin@premiumprocessor.demo.test', '/premiumprocessor', 'Premium processor', ['Policies']],
  ['admin@pool.demo.test', '/pool', 'Pool', ['Policies']],
] as const;

async function apiFigures(email: string): Promise<{ accounts: { total: number } }> {
  const login = await fetch(`${server.url}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const figures = await fetch(`${server.url}/api/dashboard/v1/figures?duration=5`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return (await figures.json()) as { accounts: { total: number } };
}

describe('every persona has its own area', () => {
  it.each(PERSONAS)('%s lands on %s/dashboard with its own navigation', async (email, base, label, items) => {
    await signIn(page, server.url, email);
    await page.waitForURL(`**${base}/dashboard`);
    await expect(page.getByTestId('persona-name').innerText()).resolves.toBe(label.toUpperCase());
    const nav = page.getByRole('menu').or(page.locator('.RaMenu-open, .RaMenu-closed')).first();
    await nav.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    // The resources' items follow the dashboard's as soon as the page's content is shown.
    await expect
      .poll(async () => (await nav.getByRole('menuitem').allInnerTexts()).map((entry) => entry.trim()), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining([...items]));
    // The dashboard's accounts figure is the server's tenant-scoped count for the same period.
    const expected = await apiFigures(email);
    if (base === '/customer') {
      // The policyholder's home shows its policy instead of the figures.
      await page.getByTestId('customer-policy').first().waitFor();
    } else if ((items as readonly string[]).includes('Accounts')) {
      await page.getByTestId('figure-accounts').waitFor();
      expect(Number(await page.getByTestId('figure-accounts').innerText())).toBe(expected.accounts.total);
    }
    expect(await page.evaluate(() => document.title)).toMatch(/ - Adaptive Insurance Platform$/);
  });

  it('sends a user who opens another persona\u2019s area back to its own dashboard', async () => {
    await openSession(page, server.url, 'admin@carrier.demo.test', { path: `/admin/accounts` });
    await page.waitForURL('**/carrier/dashboard');
  });
});

describe('the dashboard', () => {
  it('draws the charts from live data with a table alternative, and narrows with the duration', async () => {
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');
    await page.getByTestId('chart-accounts-chart').locator('svg').first().waitFor();
    const week = Number(await page.getByTestId('figure-accounts').innerText());
    // The table alternative lists the same figures as the chart.
    const rows = page.getByTestId('chart-accounts').locator('tbody tr');
    const counts = (await rows.locator('td').allInnerTexts()).map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(week);
    await page.getByTestId('chart-accounts').getByRole('button', { name: 'Show as table' }).click();
    await page.getByTestId('chart-accounts').getByRole('columnheader', { name: 'Status' }).waitFor();
    expect(await page.getByTestId('chart-accounts-chart').count()).toBe(0);

    const period = page.getByRole('combobox', { name: 'Period' });
    expect(await period.innerText()).toBe('Last 7 days');
    await period.click();
    await page.getByRole('option', { name: 'Last 24 hours' }).click();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="figure-accounts"]')?.textContent) < before,
      week,
    );
  });

  it('shows the quotes and policies tallies to a user who may read them', async () => {
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await seeText(page, 'Welcome, Sam Staff');
    await page.getByTestId('figure-accounts').waitFor();
    const figures = await page.evaluate(async () => {
      const response = await fetch('/api/dashboard/v1/figures?duration=5', {
        headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` },
      });
      return response.json();
    });
    if (figures.quotes) {
      expect(Number(await page.getByTestId('figure-quotes').innerText())).toBe(figures.quotes.total);
      expect(Number(await page.getByTestId('figure-binders').innerText())).toBe(figures.quotes.binders);
    }
    if (figures.policies) {
      expect(Number(await page.getByTestId('figure-active-policies').innerText())).toBe(figures.policies.active);
      expect((await page.getByTestId('figure-premium').innerText()).replace(/[^0-9.]/g, '')).toBe(
        figures.policies.premium.toFixed(2),
      );
    }
  });
});

describe('the app bar', () => {
  it("shows a button's tooltip on hover, and again after it has closed", async () => {
    await openSession(page, server.url, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
    const settings = page.getByRole('button', { name: 'Display settings' });
    for (let time = 0; time < 2; time += 1) {
      await settings.hover();
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor({ state: 'visible' });
      expect(await tooltip.innerText()).toBe('Display settings');
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' });
    }
  });
});
