import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/browser';
import { codeIn, linkPathIn, newestMessage, signInApi } from './support/authJourney';
import { seeText } from './support/form';
import { api } from './support/schemaForm';
import { sharedConsoleUrl } from './support/sharedServer';

/**
 * The wholesale review page (spec 002 §2, §4): the Alpha agency sends a quote to its policyholder; the
 * policyholder opens the e-mailed link, enters the security code, sees the quote's heading, verifies the account
 * details, requests to bind, sees 'Request Sent' and the orange heading. Without the link's session the page
 * shows the backdrop. And the LA surplus lines notice, attested once by the Alpha agent.
 */
const server = { url: sharedConsoleUrl() };
const ADMIN = 'admin@alpha.demo.test';
const AGENT = 'agent@alpha.demo.test';
const BAYOU = 'Bayou Dental Group';

let browser: Browser;
let page: Page;
let admin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInApi(server.url, ADMIN);
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

/** An Alpha client account by name (the accounts list, as the agency sees it). */
async function accountNamed(name: string): Promise<{ id: string; state: string }> {
  const { json } = await api(
    server.url,
    admin,
    'GET',
    `/api/account/v1/account/search?search=${encodeURIComponent(`*${name}*`)}`,
  );
  return json.content.find((account: { name: string }) => account.name === name);
}

/** A READY P100 quote priced by the rater for the account, made through the API as the agency. */
async function pricedQuote(accountId: string, state: string) {
  const input = { product: 'P100', naicsCode: 621210, state, revenue: 2_000_000, limit: 1_000_000 };
  const { status, json } = await api(server.url, admin, 'POST', '/api/quote/v1', {
    accountId,
    product: 'P100',
    rating: { input },
    agentFirstName: 'Avery',
    agentLastName: 'Agent',
    agentEmail: AGENT,
    agentPhone: '(504) 555-0100',
  });
  expect(status, JSON.stringify(json)).toBe(201);
  return json as { id: string; quoteNumber: string; companyName: string; version: number };
}

/** The heading's text colour as [r, g, b]. */
async function headingColour(): Promise<number[]> {
  const colour = await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color);
  return (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
}

describe('wholesale review page', () => {
  it('the policyholder opens the sent link, enters the code, verifies and requests to bind: Request Sent, the heading turns orange', async () => {
    const account = await accountNamed(BAYOU);
    const quote = await pricedQuote(account.id, account.state);
    const email = `wholesale.${Date.now()}@bayou.demo.test`;
    const sent = await api(server.url, admin, 'POST', '/api/quote/v1/action/send', {
      quoteId: quote.id,
      version: quote.version,
      customerFirstName: 'Bea',
      customerLastName: 'Bayou',
      customerEmail: email,
      customerPhone: '(504) 555-0188',
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.message).toBe('Quote request(s) sent successfully!');

    await page.goto(`${server.url}${linkPathIn(await newestMessage(server.url, email, 'QUOTE_SENT'))}`);
    await page.getByRole('heading', { name: 'Enter your security code to access your quote' }).waitFor();
    await page.getByRole('button', { name: 'Send the code by e-mail' }).click();
    await page.getByRole('status').waitFor();
    await page.getByLabel('Security code').fill(codeIn(await newestMessage(server.url, email, 'WORKFLOW_CODE')));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`**/quote/${quote.id}/request-to-bind/P100**`);

    await page
      .getByRole('heading', { level: 1, name: `Quote ${quote.quoteNumber} for ${quote.companyName}` })
      .waitFor();
    await seeText(page, 'Welcome, Bea Bayou');
    await page.getByRole('table', { name: 'First Party Coverages' }).waitFor();
    await page.getByRole('table', { name: 'Third Party Coverages' }).getByText('Security Breach Liability').waitFor();
    const activeColour = await headingColour();
    const bind = page.getByRole('button', { name: 'Request to bind' });
    expect(await bind.isDisabled()).toBe(true);

    const box = page.getByLabel('I have verified that the account details above are correct');
    await box.check();
    await page
      .getByRole('status')
      .getByText(/^Verified on \d{4}-\d{2}-\d{2}$/)
      .waitFor();
    expect(await box.isChecked()).toBe(true);
    expect(await box.isDisabled()).toBe(true);
    expect(await bind.isDisabled()).toBe(false);

    await bind.click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Policy holder e-mail').inputValue()).toBe(email);
    await dialog.getByLabel('Policy holder phone').fill('(504) 555-0199');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('heading', { name: 'Request Sent' }).waitFor();
    await dialog.getByText('Request to bind successfully sent').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Refreshed 1 s after sending: the request-sent heading, in orange.
    await page
      .getByRole('heading', {
        level: 1,
        name: `Request to Bind Quote ${quote.quoteNumber} for ${quote.companyName} has been sent`,
      })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Request Sent' }).isDisabled()).toBe(true);
    const [r, g, b] = await headingColour();
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect([r, g, b]).not.toEqual(activeColour);

    const stored = await api(server.url, admin, 'GET', `/api/quote/v1/${quote.id}`);
    expect(stored.json.status).toBe('REQUESTED');

    // The agency invalidates the quote: the heading turns red and the overlay lists the change and the agent.
    const reason = 'Revenue changed to 4,000,000';
    expect((await api(server.url, admin, 'PUT', `/api/quote/v1/invalidate/${quote.id}`, { reason })).status).toBe(200);
    await page.reload();
    const overlay = page.getByRole('alertdialog', { name: 'This quote has become invalid' });
    await overlay.getByText(reason).waitFor();
    await overlay.getByText(stored.json.agentEmail).waitFor();
    const [red, green] = await headingColour();
    expect(red).toBeGreaterThan(green);
  });

  it("a viewer without the link's session sees the backdrop asking to use the e-mail link again", async () => {
    const account = await accountNamed(BAYOU);
    const quote = await pricedQuote(account.id, account.state);
    await page.goto(`${server.url}/quote/${quote.id}/request-to-bind/P100`);
    await page.getByRole('alertdialog').getByText('You cannot view this quote').waitFor();
    await seeText(page, "Please click the email link 'Review & Request to bind' again.");
  });

  it('the LA surplus lines notice: the agent ticks the box, I Attest, the thank-you overlay; once only', async () => {
    const account = await accountNamed(BAYOU);
    expect(account.state).toBe('LA');
    const quote = await pricedQuote(account.id, account.state);
    await openSession(page, server.url, AGENT, { path: `/quote/${quote.id}/attest-surplus-notice` });
    await page.getByRole('heading', { level: 1, name: 'Surplus lines notice for LA' }).waitFor();
    await seeText(page, quote.quoteNumber);
    const attest = page.getByRole('button', { name: 'I Attest' });
    expect(await attest.isDisabled()).toBe(true);
    await page.getByLabel('I have read the notice above and attest to it as the licensed surplus lines broker').check();
    await attest.click();
    await page
      .getByRole('alertdialog')
      .getByText('Your signature is uploaded. You can log in to bind the quote.')
      .waitFor();

    await page.reload();
    await page.getByRole('status').getByText(`Attested by ${AGENT}`).waitFor();
    expect(await page.getByRole('button', { name: 'I Attest' }).count()).toBe(0);
    const again = await api(server.url, admin, 'POST', `/api/quote/v1/surplus-notice/${quote.id}/attest`, {
      attested: true,
    });
    expect(again.status).toBe(409);
  });
});
