import type { Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { seriousViolations } from './support/axe';
import { openSession } from './support/browser';
import { ownServer } from './support/ownServer';
import { sessionApi } from './support/sessionApi';

/**
 * The account page as a work surface: a header (name, status, agency, agent, where) and a tab per kind of record the
 * account owns, each a real list of that account's records through the resource's own list API. Its own server:
 * staff writes a policy for the account first (the demo gives Alpine Dental Group quotes but no policy).
 */
const server = ownServer('accounts_page');
let page: Page;

beforeAll(async () => {
  page = await server.newPage();
  await openSession(page, server.url, 'agent@alpha.demo.test');
  await page.waitForURL('**/agency/dashboard');
});

/** The signed-in user's own API answer, as the console's session holds the token. */
const api = <T>(path: string): Promise<T> => sessionApi<T>(page, path);

interface Page_<T> {
  content: T[];
  totalElements: number;
}

const ofAccount = (id: string) => `f%5BaccountId%5D%5Bin%5D=${id}`;
const rows = () => page.getByRole('main').locator('tbody tr');
const cells = (n: number) => rows().locator(`td:nth-child(${n})`).allInnerTexts();

describe('the account page', () => {
  let account: { id: string; name: string; status: string; agencyName: string };
  let policy: { id: string; policyNumber: string };

  beforeAll(async () => {
    const found = await api<Page_<typeof account>>(`/api/account/v1/account/search?search=*Alpine Dental*&size=5`);
    account = found.content.find((candidate) => candidate.name === 'Alpine Dental Group')!;
    const staff = await signInApi(server.url, 'staff@demo.test');
    const written = await callApi(server.url, 'POST', '/api/policy/v1', staff, {
      accountId: account.id,
      product: 'P100',
      status: 'IN FORCE',
      totalPremium: 2450,
      effectiveDate: '2030-02-01',
      endDate: '2031-02-01',
    });
    expect(written.status).toBe(201);
    policy = written.json as { id: string; policyNumber: string };
    await page.goto(`${server.url}/agency/accounts/${account.id}/show`);
  });

  it('heads the page with the account’s name, status and agency', async () => {
    await page.getByRole('main').getByRole('heading', { name: 'Alpine Dental Group' }).waitFor();
    const header = page.getByRole('main').locator('dl');
    expect(await header.getByText(account.agencyName).count()).toBeGreaterThan(0);
    expect(await page.getByText(account.status, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('lists the account’s quotes under Quotes: its own, newest change first, as the quotes API answers them', async () => {
    const quotes = await api<Page_<{ quoteNumber: string }>>(
      `/api/quote/v1/search?size=10&sort=modified,desc&${ofAccount(account.id)}`,
    );
    expect(quotes.totalElements).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await page.waitForURL(/\/show\/quotes$/);
    await expect.poll(() => cells(4), { timeout: 15_000 }).toEqual(quotes.content.map((quote) => quote.quoteNumber));
    expect(new Set(await cells(3))).toEqual(new Set(['Alpine Dental Group']));
  });

  it('lists the account’s policies under Policies, soonest expiration first', async () => {
    const policies = await api<Page_<{ policyNumber: string }>>(
      `/api/policy/v1/search?size=10&sort=endDate,asc&${ofAccount(account.id)}`,
    );
    expect(policies.totalElements).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Policies' }).click();
    await page.waitForURL(/\/show\/policies$/);
    await expect
      .poll(() => cells(3), { timeout: 15_000 })
      .toEqual(policies.content.map((policy) => policy.policyNumber));
  });

  it('offers Claims and Submissions beside them, and axe finds no serious or critical violation', async () => {
    for (const name of ['Summary', 'Quotes', 'Policies', 'Claims', 'Submissions', 'Details', 'Documents', 'History'])
      await page.getByRole('tab', { name, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('opens the policy: its number and total premium head the page, and its timeline shows it written IN FORCE', async () => {
    await page.getByRole('main').getByText(policy.policyNumber, { exact: true }).click();
    await page.waitForURL(`**/agency/policies/${policy.id}/show`);
    await page.getByRole('main').getByRole('heading', { name: policy.policyNumber }).waitFor();
    expect(await page.getByTestId('policies-total-premium').innerText()).toBe('$2,450.00');
    await page.getByRole('list', { name: 'Timeline' }).getByText('IN FORCE', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the account’s billing contacts: added with the server’s message under a wrong field, edited, removed', async () => {
    await page.goto(`${server.url}/agency/accounts/${account.id}/show`);
    await page.getByRole('tab', { name: 'Billing contacts' }).click();
    await page.waitForURL(/\/show\/billing$/);
    const panel = page.getByLabel('Billing contacts', { exact: true });
    await panel.getByText('No billing contacts yet.').waitFor();
    await page.getByRole('button', { name: 'Add billing contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add billing contact' });
    await dialog.getByLabel('First Name').fill('Ann');
    await dialog.getByLabel('Last Name').fill('Ledger');
    await dialog.getByLabel('Email').fill('ann.ledger');
    await dialog.getByLabel('Phone').fill('512-555-0101');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please enter a valid Email Address').waitFor();
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Ann');
    await dialog.getByLabel('Email').fill('ann.ledger@alpine.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Billing contact added.').waitFor();
    await panel.getByRole('cell', { name: 'Ann Ledger' }).waitFor();
    const stored = await api<{ content: { firstName: string; email: string }[] }>(
      `/api/billing/v1/contact?accountId=${account.id}`,
    );
    expect(stored.content.map((contact) => contact.email)).toEqual(['ann.ledger@alpine.example.com']);

    await panel.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit billing contact' });
    await edit.getByLabel('Last Name').fill('Books');
    await edit.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('cell', { name: 'Ann Books' }).waitFor();

    await panel.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove billing contact' }).getByRole('button', { name: 'Confirm' }).click();
    await panel.getByText('No billing contacts yet.').waitFor();
    expect((await api<{ content: unknown[] }>(`/api/billing/v1/contact?accountId=${account.id}`)).content).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
