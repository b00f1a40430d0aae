import { callApi, runSql, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';

/**
 * "set / remove my agent (other agencies' active quotes become invalid)": Customer Demo Co has an open
 * quote of Alpha (its agency) and one Beta left on it. Its policyholder opens the account, Set My Agent offers the
 * interested agencies, picking Alpha invalidates Beta's quote; Remove My Agent puts Alpha back in the list.
 * Its own server: it changes the demo quotes.
 */
const server = ownServer('accounts_my_agent');

describe('set my agent', () => {
  it("the policyholder picks Alpha; Beta's open quote becomes invalid; removing the agent offers Alpha again", async () => {
    const alpha = await signInApi(server.url, 'admin@alpha.demo.test');
    const staff = await signInApi(server.url, 'staff@demo.test');
    const owner = await signInApi(server.url, 'owner@customer.demo.test');
    const listed = await callApi(server.url, 'GET', '/api/account/v1/account/search?size=25', owner);
    const customerId = (listed.json.content as { id: string; name: string }[]).find(
      (a) => a.name === 'Customer Demo Co',
    )!.id;
    const quote = async () =>
      (
        await callApi(server.url, 'POST', '/api/quote/v1', alpha, {
          accountId: customerId,
          product: 'P100',
          effectiveDate: '2031-02-01',
          endDate: '2032-02-01',
        })
      ).json.id as string;
    const [alphaQuote, betaQuote] = [await quote(), await quote()];
    await runSql(server.databaseUrl, `update quotes set status = 'READY' where id in ($1, $2)`, [
      alphaQuote,
      betaQuote,
    ]);
    await runSql(
      server.databaseUrl,
      `update quotes set agency_id = (select id from accounts where hostname = 'beta') where id = $1`,
      [betaQuote],
    );
    const statusOf = async (id: string) => (await callApi(server.url, 'GET', `/api/quote/v1/${id}`, staff)).json.status;

    const page = await server.newPage();
    await openSession(page, server.url, 'owner@customer.demo.test', { path: `/customer/accounts/${customerId}/show` });
    const bar = page.getByTestId('account-actions');
    await bar.getByRole('button', { name: 'Set My Agent' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Agency').click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect((await options.allInnerTexts()).sort()).toEqual(['Alpha Insurance Agency', 'Beta Brokers'].sort());
    await page.getByRole('option', { name: 'Alpha Insurance Agency' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await seeText(page, 'Agent set successfully!');
    await dialog.waitFor({ state: 'detached' });
    expect(await statusOf(betaQuote)).toBe('INVALID');
    expect(await statusOf(alphaQuote)).toBe('READY');

    await bar.getByRole('button', { name: 'Remove My Agent' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await seeText(page, 'Agent removed successfully!');
    await bar.getByRole('button', { name: 'Remove My Agent' }).waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: 'Set My Agent' }).click();
    await page.getByRole('dialog').getByLabel('Agency').click();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Alpha Insurance Agency']);
  });
});
