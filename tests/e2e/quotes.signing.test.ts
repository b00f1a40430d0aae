import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * The policyholder signs the application (spec 002 §1 /customer/quotes/{id}/sign/{product}): the agency admin prices a
 * quote for Customer Demo Co, names its owner as the policyholder and sends the signing link; the owner opens it,
 * sees the summary (company, quote number, total premium, coverages), OK stays disabled until the full name is
 * typed and "I agree" ticked, and after OK the page says who signed and the quote is SIGNED. Own server: it changes quotes.
 */
const server = ownServer('quotes_signing');
const AGENT = 'admin@alpha.demo.test';
const OWNER = 'owner@customer.demo.test';
const CLIENT = 'Customer Demo Co';

describe('application signing', () => {
  it('the policyholder reviews the application and signs it with the typed name and the agreement', async () => {
    const agent = await signInApi(server.url, AGENT);
    const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1000', agent);
    const account = (accounts.json.content as { id: string; name: string; state: string }[]).find(
      (a) => a.name === CLIENT,
    )!;
    const added = await callApi(server.url, 'POST', '/api/quote/v1/P100/cart/account', agent, {
      accountId: account.id,
      calculator: { product: 'P100', naicsCode: 621210, state: account.state, revenue: 3_500_000, preset: 2 },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const submitted = await callApi(server.url, 'POST', '/api/quote/v1/cart', agent, {
      accountId: account.id,
      quoteIds: [added.json.id],
      agentFirstName: 'Ada',
      agentLastName: 'Admin',
      agentEmail: AGENT,
    });
    const [quote] = submitted.json.quotes as { id: string; quoteNumber: string }[];
    const contact = {
      wraRequestToBind: true,
      customerFirstName: 'Olivia',
      customerLastName: 'Owner',
      customerEmail: OWNER,
      customerPhone: '+1 555 010 2000',
    };
    expect((await callApi(server.url, 'PUT', `/api/quote/v1/${quote.id}`, agent, contact)).json.status).toBe(
      'REQUESTED',
    );
    const request = await callApi(server.url, 'POST', `/api/quote/v1/action/send-sign-request/${quote.id}`, agent, {});
    expect(request.status, JSON.stringify(request.json)).toBe(200);
    const stored = await callApi(server.url, 'GET', `/api/quote/v1/${quote.id}`, agent);

    const page = await server.newPage();
    await openSession(page, server.url, OWNER);
    await page.waitForURL('**/customer/**');
    await page.goto(`${server.url}${request.json.details.signRequest.link}`);
    await page.getByRole('heading', { name: 'Sign your application', level: 1 }).waitFor();
    expect(await page.getByTestId('application-quoteNumber').innerText()).toBe(quote.quoteNumber);
    expect(await page.getByTestId('application-companyName').innerText()).toBe(CLIENT);
    expect(Number((await page.getByTestId('application-totalPremium').innerText()).replace(/[^0-9.-]/g, ''))).toBe(
      stored.json.totalPremium,
    );
    expect(await page.getByRole('table', { name: 'Coverages' }).getByRole('row').count()).toBeGreaterThan(1);

    const ok = page.getByRole('button', { name: 'OK' });
    expect(await ok.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Olivia Owner');
    expect(await ok.isDisabled()).toBe(true);
    await page.getByRole('checkbox').check();
    await ok.click();
    await seeText(page, 'Application signed');
    await seeText(page, 'Signed by Olivia Owner');
    const signed = await callApi(server.url, 'GET', `/api/quote/v1/${quote.id}`, agent);
    expect(signed.json.status).toBe('SIGNED');
    expect(signed.json.details.applicationSignature).toMatchObject({ signature: 'Olivia Owner', by: OWNER });
  });
});
