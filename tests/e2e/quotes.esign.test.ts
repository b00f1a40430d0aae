import type { Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * The application signed through the e-signature provider (the built-in sandbox): the agency admin asks for the
 * policyholder's signature from the quote's page (Application signing link) and attests; Bind is refused with the
 * message that the application is not signed. The policyholder opens the signing page in the console, follows
 * "Sign electronically" to the sandbox's own page, types the name, agrees and signs; the sandbox calls the platform
 * back and returns the signer to /application-signed. The quote is then SIGNED, the signed PDF is in the account's
 * documents, and the agency binds. Own server: it changes quotes and documents.
 */
const server = ownServer('quotes_esign');
const AGENCY = 'admin@alpha.demo.test';
const OWNER = 'owner@customer.demo.test';
const CLIENT = 'Customer Demo Co';
const SIGNED_PDF = 'customer-demo-co-signed-application.pdf';

async function status(page: Page, expected: string): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="quote-actions"]')?.getAttribute('data-status') === want,
    expected,
    { timeout: 15_000 },
  );
}

/** Opens an action's dialog from the bar, lets `fill` answer it and presses OK. */
async function press(page: Page, button: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByTestId('quote-actions').getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: 'OK' }).click();
  return dialog;
}

describe('application e-signature', () => {
  it('the agency sends the sign request, bind waits for the signature, the policyholder signs on the provider page, the signed PDF is in the documents', async () => {
    const token = await signInApi(server.url, AGENCY);
    const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1000', token);
    const account = (accounts.json.content as { id: string; name: string; state: string }[]).find(
      (a) => a.name === CLIENT,
    )!;
    const added = await callApi(server.url, 'POST', '/api/quote/v1/P100/cart/account', token, {
      accountId: account.id,
      calculator: { product: 'P100', naicsCode: 621210, state: account.state, revenue: 3_500_000, preset: 2 },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const submitted = await callApi(server.url, 'POST', '/api/quote/v1/cart', token, {
      accountId: account.id,
      quoteIds: [added.json.id],
      agentFirstName: 'Ada',
      agentLastName: 'Admin',
      agentEmail: AGENCY,
    });
    const [quote] = submitted.json.quotes as { id: string; quoteNumber: string; product: string }[];
    const requested = await callApi(server.url, 'PUT', `/api/quote/v1/${quote.id}`, token, {
      wraRequestToBind: true,
      customerFirstName: 'Olivia',
      customerLastName: 'Owner',
      customerEmail: OWNER,
      customerPhone: '+1 555 010 2000',
    });
    expect(requested.json.status).toBe('REQUESTED');

    // The agency: the signing request from the quote's page, then the attest; Bind is refused until signed.
    const agency = await server.newPage();
    await openSession(agency, server.url, AGENCY, { path: `/agency/quotes/${quote.id}/show` });
    await status(agency, 'REQUESTED');
    await press(agency, 'Application signing link');
    await seeText(agency, 'Application signing link sent');
    await press(agency, 'Attest terms', async (dialog) => {
      await dialog.getByRole('checkbox').check();
    });
    await status(agency, 'SIGNED');
    const bindDialog = await press(agency, 'Bind');
    const refusal = bindDialog.getByTestId('action-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('The application is not signed');
    expect(await refusal.innerText()).toContain(`is waiting for the signature of ${OWNER}`);
    await bindDialog.getByRole('button', { name: 'Cancel' }).click();
    await status(agency, 'SIGNED');

    // The policyholder: the console's signing page leads to the provider's own page, outside the console.
    const owner = await server.newPage();
    await openSession(owner, server.url, OWNER);
    await owner.waitForURL('**/customer/**');
    await owner.goto(`${server.url}/customer/quotes/${quote.id}/sign/${quote.product}`);
    await owner.getByRole('heading', { name: 'Sign your application', level: 1 }).waitFor();
    await owner.getByRole('link', { name: 'Sign electronically' }).click();
    await owner.getByRole('heading', { name: 'Sign the application', level: 1 }).waitFor();
    expect(owner.url()).toContain('/api/esign-sandbox/v1/envelopes/');
    expect(await owner.locator('#envelope-title').innerText()).toContain(quote.quoteNumber);
    await owner.getByRole('button', { name: 'Sign' }).click();
    await seeText(owner, 'Please type your full name to sign');
    await owner.getByLabel('Type your full name').fill('Olivia Owner');
    await owner.getByRole('checkbox').check();
    await owner.getByRole('button', { name: 'Sign' }).click();
    await owner.waitForURL('**/application-signed');
    await seeText(owner, 'Your policy documents are being generated');

    // Signed: the quote and its page say so; the signed PDF is in the account's documents.
    const signed = await callApi(server.url, 'GET', `/api/quote/v1/${quote.id}`, token);
    expect(signed.json.status).toBe('SIGNED');
    expect(signed.json.details.applicationSignature).toMatchObject({ signature: 'Olivia Owner', by: OWNER });
    const ownerPage = await server.newPage();
    await openSession(ownerPage, server.url, OWNER, { path: `/customer/quotes/${quote.id}/sign/${quote.product}` });
    await seeText(ownerPage, 'Signed by Olivia Owner');
    await ownerPage.goto(`${server.url}/customer/documents`);
    await ownerPage.getByRole('row', { name: new RegExp(SIGNED_PDF) }).waitFor();
    await agency.goto(`${server.url}/agency/accounts/${account.id}/show/documents`);
    await agency.getByRole('row', { name: new RegExp(SIGNED_PDF) }).waitFor();

    // Now the agency binds.
    await agency.goto(`${server.url}/agency/quotes/${quote.id}/show`);
    await status(agency, 'SIGNED');
    await press(agency, 'Bind');
    await seeText(agency, 'Quote updated');
    await status(agency, 'BOUND');
  });
});
