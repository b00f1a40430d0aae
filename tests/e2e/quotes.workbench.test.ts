import type { Page } from 'playwright-core';
import { FIXED_BREAKDOWN, FIXED_INPUT, FIXED_PREMIUM } from '../support/handWorkedPremium';
import { callApi, signInApi } from './support/authJourney';
import { seriousViolations } from './support/axe';
import { openSession } from './support/browser';
import { ownServer } from './support/ownServer';

/**
 * The quote page as a workbench: an agent opens a rated quote of Alpine Dental Group and sees the total premium as
 * its headline, each factor of the breakdown with the value the API stores (the hand-worked figures of the rating
 * tests), the coverages as priced, the fees up to the total, the timeline from its history and its next actions.
 * Its own server: it creates the quote.
 */
const server = ownServer('quotes_workbench');
let page: Page;

interface StoredQuote {
  id: string;
  quoteNumber: string;
  rating: { coverages: { key: string; name: string; selected: boolean }[] };
}
let quote: StoredQuote;

beforeAll(async () => {
  const agent = await signInApi(server.url, 'agent@alpha.demo.test');
  const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?search=*Alpine Dental*', agent);
  const alpine = (accounts.json.content as { id: string; name: string }[]).find(
    (a) => a.name === 'Alpine Dental Group',
  )!;
  const created = await callApi(server.url, 'POST', '/api/quote/v1', agent, {
    accountId: alpine.id,
    product: 'P250',
    rating: { input: FIXED_INPUT },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  quote = created.json as StoredQuote;
  page = await server.newPage();
  await openSession(page, server.url, 'agent@alpha.demo.test', { path: `/agency/quotes/${quote.id}/show` });
});

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

describe('the quote workbench', () => {
  it('heads the page with the quote number and the total premium', async () => {
    await page.getByRole('main').getByRole('heading', { name: quote.quoteNumber }).waitFor();
    expect(await page.getByTestId('quotes-total-premium').innerText()).toBe(money(FIXED_PREMIUM));
  });

  it('shows each factor of the breakdown with the value the API stores, and the premium they make', async () => {
    const table = page.getByRole('table', { name: 'Premium breakdown' });
    await table.waitFor();
    for (const [factor, value] of FIXED_BREAKDOWN) {
      const shown = await table.locator(`tr[data-factor="${factor}"] td:last-child`).innerText();
      expect(shown, factor).toBe(
        factor === 'baseRate' ? money(value) : `× ${value.toLocaleString('en-US', { maximumFractionDigits: 4 })}`,
      );
    }
    expect(await table.locator('tbody tr:last-child td:last-child').innerText()).toBe(money(FIXED_PREMIUM));
    await page.getByText('Rated with P250/v1', { exact: false }).waitFor();
  });

  it('lists the selected coverages by name, in the rating file’s order', async () => {
    const selected = quote.rating.coverages.filter((coverage) => coverage.selected);
    expect(selected.length).toBeGreaterThan(0);
    const rows = page.getByRole('table', { name: 'Coverages' }).locator('tbody tr');
    expect(await rows.locator('td:first-child').allInnerTexts()).toEqual(selected.map((coverage) => coverage.name));
  });

  it('adds the fees to the total and shows the timeline and the next actions', async () => {
    const fees = page.getByRole('table', { name: 'Fees and taxes' });
    expect(await fees.locator('tr:last-child').innerText()).toContain(money(FIXED_PREMIUM));
    await page.getByRole('list', { name: 'Timeline' }).getByText('READY', { exact: true }).waitFor();
    const machine = await callApi(
      server.url,
      'GET',
      '/api/quote/v1/statuses',
      await signInApi(server.url, 'agent@alpha.demo.test'),
    );
    const fromReady = (machine.json.actions as { action: string; from: string[] | null }[]).filter((action) =>
      action.from?.includes('READY'),
    );
    expect(fromReady.length).toBeGreaterThan(0);
    const offered = page.getByTestId('quote-actions').getByRole('button');
    await offered.first().waitFor();
    expect(await offered.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
