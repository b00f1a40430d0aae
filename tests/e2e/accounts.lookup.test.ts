import { callApi, signInApi } from './support/authJourney';
import { openSession } from './support/browser';
import { seeText } from './support/form';
import { ownServer } from './support/ownServer';
import { fill, question } from './support/schemaForm';

/**
 * "New account: search → lookup → pick → Add Account, and the 409 path, in Chromium": Alpha's admin types
 * a name and a state, Search opens `/agency/manage/account/lookup` with the matching companies of the firmographic
 * directory, narrowing the name there looks up again; Select fills the form in selected mode (cbid kept) and Add
 * Account creates the account. Picking the same company again: the server answers 409, the console says "Cannot
 * create account." and the form is back in search mode, empty. On the new account's page the actions bar adds the
 * policyholder contact. The quote-impact confirm: with a P100 quote on the account, raising the revenue on the Details
 * tab asks first, the confirmation lists the quote, and saving makes it INVALID ("All Quotes Invalidated").
 * Its own server: it adds accounts and quotes to Alpha.
 */
const server = ownServer('accounts_lookup');

describe('new account through the lookup', () => {
  it('search → lookup → pick → Add Account; the same company again is refused and the form resets', async () => {
    const page = await server.newPage();
    await openSession(page, server.url, 'admin@alpha.demo.test');
    await page.waitForURL('**/agency/dashboard');

    const searchFor = async (name: string) => {
      await page.goto(`${server.url}/agency/accounts/create`);
      await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
      await page.getByLabel('Account Name').fill(name);
      await page.getByLabel('State').fill('TX');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL('**/agency/manage/account/lookup');
      await page.getByRole('heading', { name: 'Account Lookup' }).waitFor();
    };
    const rows = async () =>
      page.getByRole('table', { name: 'Matching companies' }).locator('tbody tr td:first-child').allInnerTexts();

    await searchFor('Lakeside');
    await page.getByRole('button', { name: 'Select Lakeside Veterinary Clinic' }).waitFor();
    expect(await rows()).toEqual(['Lakeside Logistics Inc', 'Lakeside Veterinary Clinic']);
    // Typing on the lookup page looks up again (after the 200 ms pause).
    await page.getByLabel('Account Name').fill('Lakeside Vet');
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    expect(await rows()).toEqual(['Lakeside Veterinary Clinic']);
    await page.getByRole('button', { name: 'Select Lakeside Veterinary Clinic' }).click();

    await page.waitForURL('**/agency/accounts/create');
    await page.getByRole('button', { name: 'Add Account' }).waitFor();
    expect(await page.getByLabel('Account Name').inputValue()).toBe('Lakeside Veterinary Clinic');
    expect(await page.getByLabel('CBID').inputValue()).toBe('CB-100001');
    expect(await page.getByLabel('City').inputValue()).toBe('Austin');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await seeText(page, 'Account Created Successfully!');
    await page.waitForURL(/\/agency\/accounts\/[0-9a-f-]{36}\/show$/);
    await seeText(page, 'Lakeside Veterinary Clinic');

    // The account's actions bar: add the policyholder contact (the spec's text when the name is missing).
    await page.getByTestId('account-actions').getByRole('button', { name: 'Add Contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const underFirstName = dialog.locator('#account-action-contactFirstName-helper-text');
    await underFirstName.waitFor();
    expect(await underFirstName.innerText()).toBe('Please enter Policy Holder First Name.');
    await dialog.getByLabel('Policy Holder First Name').fill('Lena');
    await dialog.getByLabel('Policy Holder Last Name').fill('Shore');
    await dialog.getByLabel('Email Address').fill('lena@lakesidevet.example');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await seeText(page, 'Contact Added Successfully!');
    await dialog.waitFor({ state: 'detached' });
    await seeText(page, 'lena@lakesidevet.example');
    const accountId = /accounts\/([0-9a-f-]{36})\/show/.exec(page.url())![1];

    // Quote impact: the account's details saved and a P100 quote on it (through the API), then a change on the Details tab.
    const token = await signInApi(server.url, 'admin@alpha.demo.test');
    const answersPath = `/api/forms/v1/answers/accountDetails/${accountId}`;
    const shown = (await callApi(server.url, 'GET', answersPath, token)).json.answers;
    const details = {
      ...shown,
      naicsCode: 541940,
      primaryNaicsPercentage: 100,
      revenue: 2_400_000,
      nonUsRevenue: 0,
      noOfEmployeesAll: 18,
      yearEstablished: 2004,
      ownershipType: 'Private',
      changeInScope: false,
      collectingPersonalInformation: false,
    };
    expect((await callApi(server.url, 'PUT', answersPath, token, { answers: details, version: 0 })).status).toBe(200);
    const quote = await callApi(server.url, 'POST', '/api/quote/v1', token, {
      accountId,
      product: 'P100',
      rating: { input: { product: 'P100', naicsCode: 541940, state: 'TX', revenue: 2_400_000, limit: 1_000_000 } },
    });
    expect(quote.status).toBe(201);
    await page.goto(`${server.url}/agency/accounts/${accountId}/show/details`);
    await question(page, 'revenue').first().waitFor();
    await fill(page, 'revenue', '9000000');
    await page.locator('[data-form="accountDetails"]').getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm account details change' });
    await confirm.waitFor();
    await confirm.getByText(quote.json.quoteNumber).waitFor();
    await confirm.getByText('These quotes will become invalid. Please contact the agent to re-quote:').waitFor();
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await seeText(page, 'Account Details Updated Successfully.');
    const notice = page.getByRole('dialog', { name: 'All Quotes Invalidated' });
    await notice.getByText(quote.json.quoteNumber).waitFor();
    expect((await callApi(server.url, 'GET', `/api/quote/v1/${quote.json.id}`, token)).json.status).toBe('INVALID');
    await notice.getByRole('button', { name: 'OK' }).click();

    // The same company again: 409 from the server, "Cannot create account." and search mode, empty.
    await searchFor('Lakeside');
    await page.getByRole('button', { name: 'Select Lakeside Veterinary Clinic' }).click();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await seeText(page, 'Cannot create account.');
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Account' }).count()).toBe(0);
    expect(await page.getByLabel('Account Name').inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/agency/accounts/create');
  });
});
