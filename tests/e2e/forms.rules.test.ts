import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startConsoleServer, type RunningServer } from './support/consoleServer';
import { launchBrowser, signIn } from './support/browser';
import { seeText } from './support/form';
import { api, apiToken, choose, errorOf, fill, question, select, valueOf, waitShown } from './support/schemaForm';

// Every conditional rule of the forms, proved in the US (the shared server) and the UK (its own server).
let browser: Browser;
let ukServer: RunningServer;
const servers: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  servers.US = inject('consoleUrl');
  ukServer = await startConsoleServer({ REGION: 'UK' });
  servers.UK = ukServer.url;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await ukServer?.stop();
});

describe.each(['US', 'UK'])('conditional questions in the %s region', (region) => {
  let page: Page;
  let base: string;
  let accountId: string;

  beforeAll(async () => {
    base = servers[region];
    const token = await apiToken(base, 'staff@demo.test');
    accountId = (await api(base, token, 'GET', '/api/account/v1/account/search?size=1')).json.content[0].id;
    page = await browser.newPage();
    await signIn(page, base, 'staff@demo.test');
    await page.waitForURL('**/admin/dashboard');
  }, 120_000);
  afterAll(() => page?.close());

  it('claim: contact questions show when the reporter is not the right contact, are required, and are cleared when hidden', async () => {
    await page.goto(`${base}/admin/claims/create?accountId=${accountId}`);
    await seeText(page, 'Claim Reported By');
    await seeText(page, 'Location And Loss Information');
    await seeText(page, 'Other Information');
    await waitShown(page, 'contactName', false);
    await choose(page, 'isRightContact', 'No');
    await waitShown(page, 'contactName');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'contactName')).toBe('Contact Name is a required field');
    expect(await errorOf(page, 'name')).toBe('Please select a option');
    await fill(page, 'contactName', 'Sam Contact');
    await choose(page, 'isRightContact', 'Yes');
    await waitShown(page, 'contactName', false);
    await choose(page, 'isRightContact', 'No');
    await waitShown(page, 'contactName');
    expect(await valueOf(page, 'contactName')).toBe('');
  });

  it('claim: authority and report questions follow their parents', async () => {
    await waitShown(page, 'authorityName', false);
    await choose(page, 'isAuthoritiesInvolved', 'Yes');
    await waitShown(page, 'authorityName');
    await waitShown(page, 'authorityPhoneNumber');
    await choose(page, 'isAuthoritiesInvolved', 'No');
    await waitShown(page, 'authorityName', false);
    await waitShown(page, 'reportNumber', false);
    await choose(page, 'isReportFiled', 'Yes');
    await waitShown(page, 'reportNumber');
  });

  it('claim: the region\'s postcode rule and City label apply; Save then File Claim', async () => {
    await choose(page, 'isRightContact', 'Yes');
    await choose(page, 'isReportFiled', 'No');
    await fill(page, 'name', 'Pat Reporter');
    await fill(page, 'address', '1 Loss Street');
    await fill(page, 'city', region === 'US' ? 'Austin' : 'Leeds');
    await fill(page, 'state', region === 'US' ? 'TX' : 'West Yorkshire');
    await fill(page, 'zipCode', '00000');
    await fill(page, 'lossDescription', 'Ransomware');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'zipCode')).toBe(region === 'US' ? 'Invalid ZIP Code' : 'Invalid UK postal code');
    await seeText(page, region === 'US' ? 'City' : 'City/Town');
    await fill(page, 'zipCode', region === 'US' ? '78701' : 'LS1 4AP');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Claim progress saved');
    await page.waitForURL(/\/admin\/claims\/[0-9a-f-]{36}$/);
    await seeText(page, 'Status: UN_FILED');
    await page.getByRole('button', { name: 'File Claim' }).click();
    await seeText(page, 'Claim successfully filed');
    await seeText(page, 'Status: FILED');
  });

  it('account details: industry code by region, franchise connectivity shown, required and cleared', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/show/details`);
    await waitShown(page, region === 'US' ? 'naicsCode' : 'sicCode');
    await waitShown(page, region === 'US' ? 'sicCode' : 'naicsCode', false);
    await waitShown(page, 'franchiseSystemConnectivity', false);
    await choose(page, 'isFranchise', 'Yes');
    await waitShown(page, 'franchiseSystemConnectivity');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'franchiseSystemConnectivity')).toBe('Franchise System Connectivity is a required field');
    await fill(page, 'franchiseSystemConnectivity', 'Shared POS');
    await choose(page, 'isFranchise', 'No');
    await waitShown(page, 'franchiseSystemConnectivity', false);
    await choose(page, 'isFranchise', 'Yes');
    expect(await valueOf(page, 'franchiseSystemConnectivity')).toBe('');
    await waitShown(page, 'changeInScopeDetail', false);
    await choose(page, 'changeInScope', 'Yes');
    await waitShown(page, 'changeInScopeDetail');
    await waitShown(page, 'numberOfPersonalRecords', false);
    await choose(page, 'collectingPersonalInformation', 'Yes');
    await waitShown(page, 'numberOfPersonalRecords');
  });

  it('account details: grouped amounts, derived total and secondary percentage, the 100% rule, and the mailing address', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/show/details`);
    await waitShown(page, 'revenue');
    await fill(page, 'revenue', '1250000');
    await page.keyboard.press('Tab');
    expect(await valueOf(page, 'revenue')).toBe('1,250,000.00');
    await fill(page, 'nonUsRevenue', '250,000.5');
    await page.keyboard.press('Tab');
    expect(await valueOf(page, 'totalRevenue')).toBe('1,500,000.50');
    expect(await question(page, 'totalRevenue').getAttribute('readonly')).not.toBeNull();

    await fill(page, 'primaryNaicsPercentage', '60');
    expect(await valueOf(page, 'secondaryNaicsPercentage')).toBe('40');
    await fill(page, 'primaryNaicsPercentage', '100');
    expect(await valueOf(page, 'secondaryNaicsPercentage')).toBe('0');
    await fill(page, 'secondNaicsCode', '541511');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'secondNaicsCode')).toBe('Secondary Industry Code is not allowed when NiacsCode is 100%');

    // Same as physical (ticked by default): no mailing questions; editing the physical address ends it.
    expect(await question(page, 'isSameAddress').isChecked()).toBe(true);
    await waitShown(page, 'mailingAddress.address1', false);
    const street = await valueOf(page, 'address1');
    await fill(page, 'address1', `${street} Suite 2`);
    await waitShown(page, 'mailingAddress.address1');
    expect(await question(page, 'isSameAddress').isChecked()).toBe(false);
    expect(await valueOf(page, 'mailingAddress.address1')).toBe(street);
    await fill(page, 'mailingAddress.address1', '');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'mailingAddress.address1')).toBe('Mailing address is required');
    await question(page, 'isSameAddress').check();
    await waitShown(page, 'mailingAddress.address1', false);
  });

  it('security questionnaire: backup types, MFA comments and plan comments follow their answers', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/security`);
    await waitShown(page, 'backupFrequency');
    await select(page, 'backupFrequency', 'WEEKLY');
    await waitShown(page, 'backupTypes');
    await select(page, 'backupFrequency', 'NEVER');
    await waitShown(page, 'backupTypes', false);
    for (const mfa of ['mfaEmail', 'mfaRemoteSystemAccess', 'mfaAdminAccounts', 'mfaCloud', 'mfaVendor']) await choose(page, mfa, 'YES');
    await waitShown(page, 'mfaComments', false);
    await choose(page, 'mfaCloud', 'NA');
    await waitShown(page, 'mfaComments');
    await waitShown(page, 'plansComments', false);
    await choose(page, 'planDisasterRecovery', 'NO');
    await waitShown(page, 'plansComments');
    // The UK variant adds EDR with its vendor question; the US variant has no EDR question.
    if (region === 'UK') {
      await waitShown(page, 'edrVendor', false);
      await choose(page, 'edr', 'YES');
      await waitShown(page, 'edrVendor');
    } else {
      await waitShown(page, 'edr', false);
    }
  });

  it('other question sets: cyber event comments, e-mail filtering vendor, MFA comments on a three-way answer', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/priorCoverage`);
    await waitShown(page, 'cyberEvent');
    await waitShown(page, 'cyberEventComments', false);
    await choose(page, 'cyberEvent', 'Yes');
    await waitShown(page, 'cyberEventComments');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'cyberEventComments')).toBe('Cyber Event Comments is a required field');
    await fill(page, 'cyberEventComments', 'Phishing in 2024');
    await choose(page, 'cyberEvent', 'No');
    await waitShown(page, 'cyberEventComments', false);
    await choose(page, 'cyberEvent', 'Yes');
    expect(await valueOf(page, 'cyberEventComments')).toBe('');

    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/securityAnswers`);
    await waitShown(page, 'emailFiltering');
    await waitShown(page, 'emailFilteringVendor', false);
    await choose(page, 'emailFiltering', 'Yes');
    await waitShown(page, 'emailFilteringVendor');
    await choose(page, 'emailFiltering', 'Uncertain');
    await waitShown(page, 'emailFilteringVendor', false);
    await waitShown(page, 'mfaComments', false);
    await choose(page, 'mfaCloudAnswer', 'No');
    await waitShown(page, 'mfaComments');
    for (const mfa of ['mfaEmailAnswer', 'mfaRemoteSystemAccessAnswer', 'mfaAdminAccountsAnswer', 'mfaCloudAnswer', 'mfaVendorManagement']) await choose(page, mfa, 'Yes');
    await waitShown(page, 'mfaComments', false);
  });

  it('social engineering: three answers required; a refused endorsement lists the missing controls', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/socialEngineering`);
    await waitShown(page, 'isVerifyingBankAccounts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'isVerifyingBankAccounts')).toBe('Is Verifying Bank Accounts is a required field');
    await choose(page, 'isVerifyingBankAccounts', 'Yes');
    await choose(page, 'isAuthenticatingFundTransferRequests', 'No');
    await choose(page, 'isPreventingUnauthorizedWireTransfers', 'Yes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await seeText(page, 'Social engineering endorsement not added');
    await seeText(page, 'Authenticating fund transfer requests');
  });
});
