import type { Page } from 'playwright-core';
import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * The underwriter's inbox (spec 002 §1 /admin/inbox, §7 search/uw-inbox) and the switch surplus / admitted dialog
 * (§4 "all quote edits are lost on the switch"): a quote the agent submits and staff refer is in the inbox under
 * REFERRED; its number opens the quote page, where switching to surplus paper says first that the edits are lost,
 * then shows the surplus line tax. Its own server: the journey changes quotes.
 */
const server = ownServer('quotes_uw_inbox');
const AGENT = 'agent@alpha.demo.test';
const STAFF = 'staff@demo.test';
const CLIENT = 'Alpine Dental Group';

/** A field's shown value on the quote show page, by its source. */
const shownField = async (page: Page, source: string) =>
  (await page.locator(`.ra-field-${source} .MuiTypography-root, .ra-field-${source} span`).last().innerText()).trim();

describe('underwriter inbox', () => {
  it('lists the referred quote, opens it, and the paper switch says the edits are lost before it re-prices', async () => {
    const agent = await signInApi(server.url, AGENT);
    const staffToken = await signInApi(server.url, STAFF);
    const accounts = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=1000', agent);
    const accountId = (accounts.json.content as { id: string; name: string }[]).find((a) => a.name === CLIENT)!.id;
    const added = await callApi(server.url, 'POST', '/api/quote/v1/P100/cart/account', agent, {
      accountId,
      calculator: { product: 'P100', naicsCode: 621210, state: 'TX', revenue: 3_500_000, preset: 2 },
    });
    expect(added.status).toBe(201);
    const submitted = await callApi(server.url, 'POST', '/api/quote/v1/cart', agent, {
      accountId,
      quoteIds: [added.json.id],
      agentFirstName: 'Alex',
      agentLastName: 'Agent',
      agentEmail: AGENT,
    });
    const [quote] = submitted.json.quotes as { id: string; quoteNumber: string }[];
    expect((await callApi(server.url, 'POST', `/api/quote/v1/uw/refer/${quote.id}`, staffToken, {})).status).toBe(200);

    const staff = await server.newPage();
    await openSession(staff, server.url, STAFF, { path: `/admin/inbox` });
    await staff.getByRole('heading', { name: 'Underwriter Inbox', level: 1 }).waitFor();
    await staff.getByRole('button', { name: 'REFERRED' }).click();
    const row = staff.getByTestId('uw-inbox-row').filter({ hasText: quote.quoteNumber });
    await row.waitFor();
    // Only referred quotes under REFERRED.
    await staff.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="uw-inbox-row"]')].every(
        (tr) => tr.children[3]?.textContent === 'REFERRED',
      ),
    );

    await row.getByRole('link', { name: quote.quoteNumber }).click();
    await staff.waitForURL(`**/admin/quotes/${quote.id}/show`);
    await seeText(staff, quote.quoteNumber);
    await staff.getByTestId('quote-actions').getByRole('button', { name: 'Switch surplus / admitted' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByTestId('edits-lost').waitFor();
    expect(await dialog.getByTestId('edits-lost').innerText()).toContain('All quote edits are lost on the switch');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await seeText(staff, 'Quote updated');
    await dialog.waitFor({ state: 'detached' });
    await staff.waitForFunction(
      () => !/—/.test(document.querySelector('.ra-field-details\\.quoteResponse\\.surplusLineTax')?.textContent ?? '—'),
    );
    const stored = await callApi(server.url, 'GET', `/api/quote/v1/${quote.id}`, staffToken);
    expect(stored.json.isSurplus).toBe(true);
    const shownTax = await shownField(staff, 'details\\.quoteResponse\\.surplusLineTax');
    expect(Number(shownTax.replace(/[^0-9.-]/g, ''))).toBe(stored.json.details.quoteResponse.surplusLineTax);
  });
});
