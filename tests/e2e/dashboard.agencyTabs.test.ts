import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { sharedConsoleUrl } from './support/sharedServer';
import { sessionApi } from './support/sessionApi';

const server = { url: sharedConsoleUrl() };
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // A context of its own: axe-core's scanner needs one.
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await openSession(page, server.url, 'admin@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});
afterAll(async () => {
  await browser?.close();
});

const panel = () => page.locator('#dashboard-tab-panel');
const rows = () => panel().locator('tbody tr');
const column = (n: number) => panel().locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
const headers = async () => (await panel().locator('thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);
const open = (query: string) => page.goto(`${server.url}/agency/dashboard${query}`);
const rowCount = (n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('#dashboard-tab-panel tbody tr').length === count, n);

/** The signed-in user's own API answer, as the console's session holds the token. */
const api = <T>(path: string): Promise<T> => sessionApi<T>(page, path);

describe('the agency dashboard’s tables', () => {
  it('offers the five tabs below the figures, QUOTES first and selected', async () => {
    await open('');
    await page.getByTestId('figure-accounts').waitFor();
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).toEqual(['QUOTES', 'BINDERS', 'POLICIES', 'ACCOUNTS', 'SUBMISSIONS']);
    expect(await page.getByRole('tab', { name: 'Quotes' }).getAttribute('aria-selected')).toBe('true');
  });

  it('QUOTES: the spec’s columns, Alpha’s quotes only, newest change first, 20 a page', async () => {
    await open('?tab=QUOTES');
    await rowCount(20);
    expect(await headers()).toEqual(['Effective', 'Last Updated', 'Client', 'Quote Number', 'Status', 'Actions']);
    // Beta's demo quotes are numbered Q-BET-… and never show (Alpha's are Q-ALP-…, its policyholder's Q-CUST-…, and
    // the quote request journeys of other files add Q-2026-… ones on this shared server).
    for (const number of await column(4)) expect(number).not.toMatch(/^Q-BET-/);
    const updated = (await column(2)).map((text) => Date.parse(text));
    expect(updated.every((time) => Number.isFinite(time))).toBe(true);
    for (let i = 1; i < updated.length; i++) expect(updated[i]).toBeLessThanOrEqual(updated[i - 1]);
    await expect(
      panel()
        .getByRole('combobox', { name: /Rows per page/ })
        .innerText(),
    ).resolves.toBe('20');
    // The same 20 the API gives for the spec's default sort.
    const first = await api<{ content: { quoteNumber: string }[] }>(
      '/api/quote/v1/search?page=0&size=20&sort=modified,desc',
    );
    expect(await column(4)).toEqual(first.content.map((q) => q.quoteNumber));
  });

  it('QUOTES: the status filter keeps only referred quotes', async () => {
    await open('?tab=QUOTES');
    await rowCount(20);
    await panel().getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Referred', exact: true }).click();
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('#dashboard-tab-panel tbody tr td:nth-child(5)')];
      return cells.length > 0 && cells.every((c) => c.textContent === 'REFERRED');
    });
    const referred = await api<{ totalElements: number }>('/api/quote/v1/search?size=1&f[status][in]=REFERRED');
    expect(await rows().count()).toBe(Math.min(20, referred.totalElements));
  });

  it('?tab=POLICIES opens the policies table, soonest expiration first', async () => {
    await open('?tab=POLICIES');
    expect(await page.getByRole('tab', { name: 'Policies' }).getAttribute('aria-selected')).toBe('true');
    await rows().first().waitFor();
    expect(await headers()).toEqual(['Expiration', 'Client', 'Policy Number', 'Status', 'Actions']);
    const ends = (await column(1)).map((text) => Date.parse(text));
    for (let i = 1; i < ends.length; i++) expect(ends[i]).toBeGreaterThanOrEqual(ends[i - 1]);
  });

  it('BINDERS: bound quotes only, by effective date, and the payment filter', async () => {
    await open('?tab=BINDERS');
    await rows().first().waitFor();
    expect(await headers()).toEqual(['Effective', 'Client', 'Binder Number', 'Status', 'Actions']);
    expect(new Set(await column(4))).toEqual(new Set(['BOUND']));
    const bound = await api<{ totalElements: number }>(
      '/api/quote/v1/search?size=1&f[status][in]=BOUND,BINDER%20EXPIRED,RESCIND',
    );
    expect(await rows().count()).toBe(Math.min(20, bound.totalElements));
    await panel().getByRole('combobox', { name: 'Payment' }).click();
    await page.getByRole('option', { name: 'Need payment', exact: true }).click();
    const unpaid = await api<{ totalElements: number }>(
      '/api/quote/v1/search?size=1&f[status][in]=BOUND,BINDER%20EXPIRED,RESCIND&f[isPaid][in]=false',
    );
    await page.waitForFunction(
      (count) =>
        count === 0
          ? !!document.querySelector('#dashboard-tab-panel')?.textContent?.includes('No results')
          : document.querySelectorAll('#dashboard-tab-panel tbody tr').length === count,
      Math.min(20, unpaid.totalElements),
    );
  });

  it('prefilterAccountId narrows every tab to that client account', async () => {
    await open('');
    await page.getByRole('tab').first().waitFor();
    const quotes = await api<{ content: { accountId: string; companyName: string }[] }>(
      '/api/quote/v1/search?size=1&sort=modified,desc',
    );
    const { accountId, companyName } = quotes.content[0];
    const ofAccount = await api<{ totalElements: number }>(`/api/quote/v1/search?size=1&f[accountId][in]=${accountId}`);
    await open(`?tab=QUOTES&prefilterAccountId=${accountId}`);
    await rowCount(Math.min(20, ofAccount.totalElements));
    expect(new Set(await column(3))).toEqual(new Set([companyName]));
    await page.getByRole('tab', { name: 'Accounts' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('tab') === 'ACCOUNTS' && url.searchParams.get('prefilterAccountId') === accountId,
    );
    await panel().getByText('Account Name').waitFor();
    await rowCount(1);
    expect(await column(1)).toEqual([companyName]);
  });

  it('SUBMISSIONS and ACCOUNTS list their records with their default sorts', async () => {
    await open('?tab=ACCOUNTS');
    await rowCount(20);
    const names = await column(1);
    const accounts = await api<{ content: { name: string }[] }>(
      '/api/account/v1/account/search?page=0&size=20&sort=name,asc',
    );
    expect(names).toEqual(accounts.content.map((a) => a.name));
    await page.getByRole('tab', { name: 'Submissions' }).click();
    await seeText(page, 'Submission Number');
    const submissions = await api<{ content: { submissionNumber: string }[] }>(
      '/api/account/v1/submission/search?page=0&size=20&sort=modified,desc',
    );
    await rowCount(submissions.content.length);
    expect(await column(2)).toEqual(submissions.content.map((s) => s.submissionNumber));
  });

  it('the team scope selector narrows the table as the API does for that scope', async () => {
    await open('?tab=QUOTES');
    await rowCount(20);
    for (const [label, scope] of [
      ['All my teams', 'ALL_MY_TEAMS'],
      ['My agency', 'MY_AGENCY'],
    ]) {
      await page.getByRole('combobox', { name: 'Team scope' }).click();
      const sent = page.waitForRequest(
        (request) =>
          request.url().includes('/api/quote/v1/search') &&
          new URL(request.url()).searchParams.get('teamScope') === scope,
      );
      await page.getByRole('option', { name: label, exact: true }).click();
      await sent;
      const expected = await api<{ content: { quoteNumber: string }[] }>(
        `/api/quote/v1/search?page=0&size=20&sort=modified,desc&teamScope=${scope}`,
      );
      const numbers = expected.content.map((q) => q.quoteNumber);
      await page.waitForFunction(
        (want) =>
          JSON.stringify(
            [...document.querySelectorAll('#dashboard-tab-panel tbody tr td:nth-child(4)')].map((c) => c.textContent),
          ) === JSON.stringify(want),
        numbers,
      );
    }
  });

  it('has no serious or critical accessibility violation on its tabs (axe-core)', async () => {
    for (const tab of ['QUOTES', 'BINDERS']) {
      await open(`?tab=${tab}`);
      await rows().first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      const { violations } = await new AxeBuilder({ page: page as never })
        .include('#dashboard-tab-panel')
        .include('[role="tablist"]')
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
      expect(serious, tab).toEqual([]);
    }
  });
});
