/**
 * The four record pages in each region (US en-US, UK en-GB, AU en-AU): staff of the region's demo data opens
 * Customer Demo Co's account page, a rated quote, a policy and the open claim file, and every amount and day they show
 * is written the region's way — read through the API and written here by hand, never by the console's formatter —
 * whatever the browser's own language (German here). axe-core finds no serious or critical violation on any of them.
 * One server per region, one browser for the file.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { seriousViolations } from './support/axe';
import { launchBrowser, openSession } from './support/browser';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { declineCookies } from './support/presetStorage';

type Region = 'US' | 'UK' | 'AU';

/** How each region writes an amount and a day, by hand: its currency symbol, and the order of day, month and year. */
const WAYS: Record<Region, { symbol: string; day: (y: string, m: string, d: string) => string }> = {
  US: { symbol: '$', day: (y, m, d) => `${Number(m)}/${Number(d)}/${y.slice(2)}` },
  UK: { symbol: '£', day: (y, m, d) => `${d}/${m}/${y}` },
  AU: { symbol: '$', day: (y, m, d) => `${Number(d)}/${Number(m)}/${y.slice(2)}` },
};

/** A policy written for the test, and how each region shows its figures (written out, not computed). */
const POLICY = {
  totalPremium: 4328.33,
  brokerFee: 1234.5,
  mgaFee: 50,
  commission: 1250000,
  effectiveDate: '2031-02-01',
  endDate: '2032-02-01',
};
const POLICY_SHOWN: Record<Region, { total: string; brokerFee: string; commission: string; period: string }> = {
  US: { total: '$4,328.33', brokerFee: '$1,234.50', commission: '$1,250,000.00', period: '2/1/31 – 2/1/32' },
  UK: {
    total: '£4,328.33',
    brokerFee: '£1,234.50',
    commission: '£1,250,000.00',
    period: '01/02/2031 – 01/02/2032',
  },
  AU: { total: '$4,328.33', brokerFee: '$1,234.50', commission: '$1,250,000.00', period: '1/2/31 – 1/2/32' },
};

const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount as the region writes it: its symbol, thousands grouped by commas, two decimals. */
const moneyIn = (region: Region) => (amount: number) => {
  const cents = Math.round(Math.abs(amount) * 100);
  const text = `${WAYS[region].symbol}${grouped(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
};

/** A day (`2031-02-01`, or the UTC day of an instant: the browser runs in UTC) as the region writes it. */
const dayIn = (region: Region) => (value: string) => {
  const [y, m, d] = value.slice(0, 10).split('-');
  return WAYS[region].day(y, m, d);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Listed<T> {
  content: T[];
}

describe.each(['US', 'UK', 'AU'] as const)('the record pages in region %s', (region) => {
  const money = moneyIn(region);
  const day = dayIn(region);
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let account: { id: string; name: string; created: string };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await callApi(server.url, 'GET', path, token);
    expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200);
    return answer.json as T;
  };
  /** The shown value of a labelled field of a react-admin layout (its last line: the label comes first). */
  const field = async (source: string) =>
    (await page.getByRole('main').locator(`.ra-field-${source}`).first().innerText()).split('\n').at(-1)?.trim();
  const column = (n: number) => page.getByRole('main').locator(`tbody tr td:nth-child(${n})`).allInnerTexts();

  beforeAll(async () => {
    server = await startSeededServer(`e2e_region_pages_${region.toLowerCase()}`, { REGION: region });
    token = await signInApi(server.url, 'staff@demo.test');
    const found = await get<Listed<typeof account>>('/api/account/v1/account/search?size=5&search=*Customer Demo*');
    account = found.content.find((candidate) => candidate.name === 'Customer Demo Co')!;
    // The browser's own language is none of the regions', so only the region's formatter can write the figures.
    context = await browser.newContext({ locale: 'de-DE', timezoneId: 'UTC', viewport: { width: 1366, height: 900 } });
    await declineCookies(context);
    page = await context.newPage();
    await openSession(page, server.url, 'staff@demo.test', { path: `/admin/accounts/${account.id}/show` });
  });
  afterAll(async () => {
    await context?.close();
    await server?.stop();
  });

  it('account page: its days, and the days of its quotes and policies tabs, the region’s way', async () => {
    await page.getByRole('main').getByRole('heading', { name: account.name }).waitFor();
    expect(await field('created')).toMatch(new RegExp(`^${day(account.created).replace(/\//g, '\\/')},? `));
    expect(await seriousViolations(page), 'account page').toEqual([]);

    const ofAccount = `f%5BaccountId%5D%5Bin%5D=${account.id}`;
    const quotes = await get<Listed<{ quoteNumber: string; effectiveDate: string }>>(
      `/api/quote/v1/search?size=10&sort=modified,desc&${ofAccount}`,
    );
    expect(quotes.content.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect.poll(() => column(4), { timeout: 15_000 }).toEqual(quotes.content.map((q) => q.quoteNumber));
    expect(await column(1)).toEqual(quotes.content.map((q) => day(q.effectiveDate)));

    const policies = await get<Listed<{ policyNumber: string; endDate: string }>>(
      `/api/policy/v1/search?size=10&sort=endDate,asc&${ofAccount}`,
    );
    expect(policies.content.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await expect.poll(() => column(3), { timeout: 15_000 }).toEqual(policies.content.map((p) => p.policyNumber));
    expect(await column(1)).toEqual(policies.content.map((p) => day(p.endDate)));
  });

  it('quote page: the headline, the breakdown, the fees, the coverages and the fields, the region’s way', async () => {
    const listed = await get<Listed<{ id: string; quoteNumber: string }>>(
      '/api/quote/v1/search?size=5&search=*Q-ALP-1001*',
    );
    const id = listed.content.find((q) => q.quoteNumber === 'Q-ALP-1001')!.id;
    const quote = await get<{
      quoteNumber: string;
      premium: number;
      totalPremium: number;
      brokerFee: number;
      mgaFee: number;
      limit: number;
      effectiveDate: string;
      rating: {
        totalPremium: number;
        breakdown: { factor: string; value: number }[];
        coverages: { selected: boolean; limit: number; deductible: number }[];
      };
    }>(`/api/quote/v1/${id}`);
    await page.goto(`${server.url}/admin/quotes/${id}/show`);
    await page.getByRole('main').getByRole('heading', { name: quote.quoteNumber }).waitFor();
    expect(await page.getByTestId('quotes-total-premium').innerText()).toBe(money(quote.totalPremium));

    const breakdown = page.getByRole('table', { name: 'Premium breakdown' });
    const baseRate = quote.rating.breakdown.find((line) => line.factor === 'baseRate')!;
    expect(await breakdown.locator('tr[data-factor="baseRate"] td:last-child').innerText()).toBe(money(baseRate.value));
    expect(await breakdown.locator('tbody tr:last-child td:last-child').innerText()).toBe(
      money(quote.rating.totalPremium),
    );

    const fees = await page.getByRole('table', { name: 'Fees and taxes' }).locator('td:last-child').allInnerTexts();
    expect(fees).toEqual(expect.arrayContaining([quote.premium, quote.brokerFee, quote.mgaFee].map(money)));
    expect(fees.at(-1)).toBe(money(quote.totalPremium));

    const selected = quote.rating.coverages.filter((coverage) => coverage.selected);
    const coverages = page.getByRole('table', { name: 'Coverages' }).locator('tbody tr');
    expect(await coverages.locator('td:nth-child(2)').allInnerTexts()).toEqual(selected.map((c) => money(c.limit)));
    expect(await coverages.locator('td:nth-child(3)').allInnerTexts()).toEqual(
      selected.map((c) => money(c.deductible)),
    );

    expect(await field('effectiveDate')).toBe(day(quote.effectiveDate));
    expect(await field('limit')).toBe(money(quote.limit));
    expect(await field('premium')).toBe(money(quote.premium));
    expect(await field('brokerFee')).toBe(money(quote.brokerFee));
    expect(await seriousViolations(page), 'quote page').toEqual([]);
  });

  it('policy page: the headline, the period, the fields and the billing panel, the region’s way', async () => {
    const written = await callApi(server.url, 'POST', '/api/policy/v1', token, {
      accountId: account.id,
      product: 'P100',
      status: 'IN FORCE',
      ...POLICY,
    });
    expect(written.status, JSON.stringify(written.json)).toBe(201);
    const policy = written.json as { id: string; policyNumber: string };
    const shown = POLICY_SHOWN[region];
    await page.goto(`${server.url}/admin/policies/${policy.id}/show`);
    await page.getByRole('main').getByRole('heading', { name: policy.policyNumber }).waitFor();
    expect(await page.getByTestId('policies-total-premium').innerText()).toBe(shown.total);
    await page.getByRole('main').getByText(shown.period, { exact: true }).waitFor();
    expect(await field('effectiveDate')).toBe(shown.period.split(' – ')[0]);
    expect(await field('endDate')).toBe(shown.period.split(' – ')[1]);
    expect(await field('totalPremium')).toBe(shown.total);
    expect(await field('brokerFee')).toBe(shown.brokerFee);
    expect(await field('commission')).toBe(shown.commission);

    const balance = await get<{ totalPremium: number; amountPaid: number; balance: number }>(
      `/api/billing/v1/balance/${policy.id}`,
    );
    const figures = page.getByRole('main').locator('dl[aria-label] dd[data-figure]');
    await figures.first().waitFor();
    expect((await figures.allInnerTexts()).slice(0, 3)).toEqual(
      [balance.totalPremium, balance.amountPaid, balance.balance].map(money),
    );
    expect(await seriousViolations(page), 'policy page').toEqual([]);
  });

  it('claim file page: its days, reserves and invoices, the region’s way', async () => {
    const files = await get<Listed<{ id: string; incidentType: string }>>(
      `/api/claimsmgmt/v1/claimsFile/search?size=10&f%5BaccountId%5D%5Bin%5D=${account.id}`,
    );
    const id = files.content.find((file) => file.incidentType === 'RANSOMWARE')!.id;
    const file = await get<{ reportedDate: string; incidentDate: string; totalReserve: number; paidTotal: number }>(
      `/api/claimsmgmt/v1/claimsFile/${id}`,
    );
    const invoices = await get<Listed<{ invoiceNumber: string; amount: number; invoiceDate: string }>>(
      `/api/claimsmgmt/v1/claimsFile/${id}/invoices`,
    );
    expect(invoices.content.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/admin/claimsManagement/${id}/show`);
    await page.getByTestId('claim-file-status').waitFor();
    const details = page.getByRole('main').locator('dl').first();
    const detail = (label: string) => details.locator(`dt:text-is("${label}") + dd`).innerText();
    expect(await detail('Reported Date')).toBe(day(file.reportedDate));
    expect(await detail('Incident Date')).toBe(day(file.incidentDate));
    expect(await page.getByTestId('total-reserve').innerText()).toBe(`Total Reserve: ${money(file.totalReserve)}`);
    await page.getByText(`Paid: ${money(file.paidTotal)}`, { exact: true }).waitFor();

    // Invoice columns: number, vendor, amount, invoice date, then the rest.
    const rows = page.getByRole('region', { name: 'Invoices' }).locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.locator('td:nth-child(3)').allInnerTexts()).toEqual(invoices.content.map((i) => money(i.amount)));
    expect(await rows.locator('td:nth-child(4)').allInnerTexts()).toEqual(
      invoices.content.map((i) => day(i.invoiceDate)),
    );
    expect(await seriousViolations(page), 'claim file page').toEqual([]);
  });
});
