import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api, choose, select, waitShown } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

/**
 * The quote request journey (spec 002 §2): an agent of Alpha requests quotes for a client account through verify,
 * product, questions, state licence and the calculator, puts two variations in the cart and sends them; the
 * quotes appear with the premium the calculator showed. The same request for an account in a state where the
 * agent's licence lapsed is refused with the message, in the console and at the API.
 * Demo data (resources/quoteCart/demo.ts): Alpine Dental Group (TX, licensed), Union Dental Group (IL, lapsed).
 */
const server = { url: sharedConsoleUrl() };
const AGENT = 'agent@alpha.demo.test';
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await openSession(page, server.url, AGENT);
  await page.waitForURL('**/agency/dashboard**');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens an account's page from the accounts list and answers its id. */
async function openAccount(name: string): Promise<string> {
  await page.goto(`${server.url}/agency/accounts?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  await page.locator('tbody tr', { hasText: name }).first().click();
  await page.waitForURL(/\/agency\/accounts\/[0-9a-f-]{36}\/show/);
  return /accounts\/([0-9a-f-]{36})\/show/.exec(page.url())![1];
}

/** Verify → product → questions (bank answers yes, weekly backups), up to the state licence step. */
async function throughQuestions(name: string): Promise<string> {
  const accountId = await openAccount(name);
  await page.getByRole('link', { name: 'Request Quote' }).click();
  await page.waitForURL(`**/agency/requestQuote/P100/${accountId}`);
  await seeText(page, `${name} can be quoted.`);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(await page.getByRole('radio', { name: /Prime 100 \(P100\)/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitShown(page, 'verifiesBankAccounts');
  for (const bank of [
    'verifiesBankAccounts',
    'isAuthenticatingFundTransferRequests',
    'isPreventingUnauthorizedWireTransfers',
  ])
    await choose(page, bank, 'YES');
  await select(page, 'backupFrequency', 'WEEKLY');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  return accountId;
}

const premiumPanel = () => page.getByTestId('premium-panel');
const preset = () => page.getByLabel('Preset', { exact: true }).inputValue();

/** Waits for the calculator to show the server's answer to the current choice, other than `previous`; answers it. */
async function settledPremium(previous?: string): Promise<string> {
  await page.waitForFunction(
    (before) => {
      const panel = document.querySelector('[data-testid="premium-panel"]');
      const shown = document.querySelector('[data-testid="total-premium"]')?.textContent ?? '—';
      return panel?.getAttribute('aria-busy') === 'false' && shown !== '—' && shown !== before;
    },
    previous,
    { timeout: 15_000 },
  );
  return (await page.getByTestId('total-premium').innerText()).trim();
}

/** Serious and critical axe-core violations on the page as it stands, as "rule: target" lines. */
async function seriousViolations(): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

const cartRows = () => page.locator('[data-cart-row]');

/** Leaves the account's cart empty (through the API), so a test starts from, and leaves, no variations. */
async function emptyCart(accountId: string): Promise<void> {
  const token = await signInApi(server.url, AGENT);
  const cart = await api<{ content: { id: string }[] }>(
    server.url,
    token,
    'GET',
    `/api/quote/v1/cart?accountId=${accountId}`,
  );
  for (const row of cart.json.content)
    expect((await api(server.url, token, 'DELETE', `/api/quote/v1/cart/${row.id}`)).status).toBe(200);
}

async function addToCart(expectedRows: number): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-cart-row]').length === n, expectedRows, {
    timeout: 15_000,
  });
}

describe('the quote request flow', () => {
  it('an Alpha agent quotes a licensed client: calculator, two variations in the cart, sent, listed with their premiums', async () => {
    const accountId = await throughQuestions('Alpine Dental Group');
    await emptyCart(accountId);
    await seeText(page, 'Licensed to quote in TX');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The calculator opens on POPULAR with the spec's defaults and the server's premium and breakdown.
    const opening = await settledPremium();
    expect(await preset()).toBe('2');
    expect(await page.getByLabel('Aggregate Limit', { exact: true }).inputValue()).toBe('1000000');
    expect(await premiumPanel().locator('[data-factor]').count()).toBe(7);

    // A limit changes the premium and makes the preset custom; so does a coverage.
    await page.getByLabel('Aggregate Limit', { exact: true }).selectOption('2000000');
    expect(await preset()).toBe('-1');
    const biggerLimit = await settledPremium(opening);
    // Back on POPULAR (the limit stays), a coverage alone makes the preset custom again.
    await page.getByLabel('Preset', { exact: true }).selectOption('2');
    expect(await preset()).toBe('2');
    await page.getByLabel('Bricking (Hardware Replacement Costs)').check();
    expect(await preset()).toBe('-1');
    const withBricking = await settledPremium(biggerLimit);
    expect(withBricking).not.toBe(biggerLimit);

    // Variation 1: the custom choice; variation 2: ELITE. Each cart row carries the premium the calculator showed.
    await addToCart(1);
    await page.getByLabel('Preset', { exact: true }).selectOption('3');
    const elite = await settledPremium(withBricking);
    await addToCart(2);
    const rows = await cartRows().evaluateAll((trs) =>
      trs.map((tr) => ({ quoteNumber: tr.getAttribute('data-cart-row') ?? '', text: (tr as HTMLElement).innerText })),
    );
    expect(rows.map((r) => r.text.includes(withBricking) || r.text.includes(elite))).toEqual([true, true]);
    const premiumOf = new Map(rows.map((r) => [r.quoteNumber, r.text.includes(elite) ? elite : withBricking]));
    expect(await seriousViolations()).toEqual([]);
    expect(new Set(premiumOf.values())).toEqual(new Set([withBricking, elite]));

    // Send: the spec's message, then the agency dashboard's quotes tab after 2 s.
    await page.getByRole('button', { name: 'Request Quotes' }).click();
    await seeText(page, 'Quotes successfully sent');
    await page.waitForURL('**/agency/dashboard?tab=QUOTES', { timeout: 10_000 });
    for (const quoteNumber of premiumOf.keys()) await seeText(page, quoteNumber);

    // Each quote shows the premium the calculator showed.
    for (const [quoteNumber, premium] of premiumOf) {
      await page.goto(`${server.url}/agency/quotes?filter=${encodeURIComponent(JSON.stringify({ q: quoteNumber }))}`);
      await page.locator('tbody tr', { hasText: quoteNumber }).first().click();
      await page.waitForURL(/\/agency\/quotes\/[0-9a-f-]{36}\/show$/);
      await seeText(page, quoteNumber);
      await seeText(page, 'READY');
      await seeText(page, premium);
    }
  });

  it('holds at most 5 variations: the 6th is refused with the spec message, in the console and at the API; removing one frees a place', async () => {
    const accountId = await throughQuestions('Alpine Dental Group');
    await emptyCart(accountId);
    await page.getByRole('button', { name: 'Continue' }).click();
    let shown = await settledPremium();
    const limit = page.getByLabel('Aggregate Limit', { exact: true });
    for (const [index, value] of ['1500000', '2500000', '3000000', '3500000', '4000000'].entries()) {
      await limit.selectOption(value);
      shown = await settledPremium(shown);
      await addToCart(index + 1);
    }
    const full = 'You have reached 5 request limit, please delete one to add another variation!';
    await seeText(page, full);
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);

    const token = await signInApi(server.url, AGENT);
    const refused = await api(server.url, token, 'POST', '/api/quote/v1/P100/cart/account', {
      accountId,
      calculator: { product: 'P100', limit: 5_000_000 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(full);

    const first = await cartRows().first().getAttribute('data-cart-row');
    await page.getByRole('button', { name: `Remove ${first}` }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-cart-row]').length === 4);
    expect(await page.getByText(full).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(false);
    await emptyCart(accountId);
  });

  it('refuses an account in a state where the agent’s licence lapsed, with the message, in the console and at the API', async () => {
    const accountId = await throughQuestions('Union Dental Group');
    const message = 'No unexpired agent licence for IL: add one to request quotes for accounts in IL.';
    await seeText(page, message);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add the license' }).getAttribute('href')).toBe(
      '/agency/agentLicenses/create',
    );

    const token = await signInApi(server.url, AGENT);
    const refused = await api(server.url, token, 'POST', '/api/quote/v1/P100/cart/account', {
      accountId,
      calculator: { product: 'P100', naicsCode: 621210, state: 'IL', revenue: 2_400_000 },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(message);
  });

  it('an account that may not be quoted has Request Quote disabled with the reason, and the flow stops at verify', async () => {
    const reason = 'Account needs more information to enable Request Quote';
    const accountId = await openAccount('Cedar Dental Group');
    const button = page.getByRole('button', { name: 'Request Quote' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await button.locator('..').hover();
    await seeText(page, reason);
    await page.goto(`${server.url}/agency/requestQuote/P100/${accountId}`);
    await seeText(page, 'A quote cannot be requested for Cedar Dental Group:');
    await seeText(page, reason);
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
  });

  it('provider staff open the same flow under /admin, licensed through the account’s agency', async () => {
    const accountId = await openAccount('Alpine Dental Group');
    const staff = await browser.newPage();
    await openSession(staff, server.url, 'staff@demo.test', { path: `/admin/accounts/${accountId}/show` });
    await staff.getByRole('link', { name: 'Request Quote' }).click();
    await staff.waitForURL(`**/admin/requestQuote/P100/${accountId}`);
    await seeText(staff, 'Alpine Dental Group can be quoted.');
    await staff.close();
  });
});
