import type { Browser, Page } from 'playwright-core';
import { startSeededServer, type RunningServer } from './support/consoleServer';
import { launchBrowser, openSession } from './support/browser';
import { seeText } from './support/form';
import { api, choose, errorOf, fill, isShown, question, select, valueOf, waitShown } from './support/schemaForm';
import { signInApi } from './support/authJourney';
import { sharedConsoleUrl } from './support/sharedServer';

// Every conditional rule of the forms, proved in the US (the shared server); the forms the region changes (claim,
// account details, security) are proved in the UK (its own server) too.
let browser: Browser;
let ukServer: RunningServer;
const servers: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  servers.US = sharedConsoleUrl();
  ukServer = await startSeededServer('e2e_rules', { REGION: 'UK' });
  servers.UK = ukServer.url;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await ukServer?.stop();
});

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** Whether a question's label carries the required asterisk (spec 001 §5: required fields show an asterisk). */
async function markedRequired(page: Page, path: string): Promise<boolean> {
  const label = page.locator(`label[for="root_${path}"]`).first();
  return (await label.locator('.MuiFormLabel-asterisk').count()) > 0;
}

describe.each(['US', 'UK'])('conditional questions in the %s region', (region) => {
  let page: Page;
  let base: string;
  let accountId: string;
  let accountName: string;

  beforeAll(async () => {
    base = servers[region];
    const token = await signInApi(base, 'staff@demo.test');
    const [first] = (await api(base, token, 'GET', '/api/account/v1/account/search?size=1')).json.content;
    accountId = first.id;
    accountName = first.name;
    page = await browser.newPage();
    await openSession(page, base, 'staff@demo.test');
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

  it("claim: the region's postcode rule and City label apply; Save then File Claim", async () => {
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

  it('claim: authority and report questions are required while shown and cleared when hidden', async () => {
    await page.goto(`${base}/admin/claims/create?accountId=${accountId}`);
    await waitShown(page, 'isAuthoritiesInvolved');
    await choose(page, 'isAuthoritiesInvolved', 'Yes');
    await choose(page, 'isReportFiled', 'Yes');
    await waitShown(page, 'reportNumber');
    await save(page);
    expect(await errorOf(page, 'authorityName')).toBe('Authority Name is a required field');
    expect(await errorOf(page, 'authorityPhoneNumber')).toBe('Authority Phone Number is a required field');
    expect(await errorOf(page, 'reportNumber')).toBe('Report Number is a required field');
    await fill(page, 'authorityName', 'City Police');
    await fill(page, 'reportNumber', 'R-2024-17');
    await choose(page, 'isAuthoritiesInvolved', 'No');
    await choose(page, 'isReportFiled', 'No');
    await waitShown(page, 'authorityName', false);
    await waitShown(page, 'reportNumber', false);
    await choose(page, 'isAuthoritiesInvolved', 'Yes');
    await choose(page, 'isReportFiled', 'Yes');
    await waitShown(page, 'reportNumber');
    expect(await valueOf(page, 'authorityName')).toBe('');
    expect(await valueOf(page, 'reportNumber')).toBe('');
  });

  it('account details: industry code by region, franchise connectivity shown, required and cleared', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/show/details`);
    await waitShown(page, region === 'US' ? 'naicsCode' : 'sicCode');
    await waitShown(page, region === 'US' ? 'sicCode' : 'naicsCode', false);
    await waitShown(page, 'franchiseSystemConnectivity', false);
    await choose(page, 'isFranchise', 'Yes');
    await waitShown(page, 'franchiseSystemConnectivity');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await errorOf(page, 'franchiseSystemConnectivity')).toBe(
      'Franchise System Connectivity is a required field',
    );
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

  it('account details: change-in-scope detail and personal records are required while shown, bounded, and cleared when hidden', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/show/details`);
    await waitShown(page, 'changeInScope');
    await choose(page, 'changeInScope', 'Yes');
    await choose(page, 'collectingPersonalInformation', 'Yes');
    await waitShown(page, 'changeInScopeDetail');
    await waitShown(page, 'numberOfPersonalRecords');
    await save(page);
    expect(await errorOf(page, 'changeInScopeDetail')).toBe('Change in Scope Detail is a required field');
    expect(await errorOf(page, 'numberOfPersonalRecords')).toBe('Number of Personal Records is a required field');
    await fill(page, 'numberOfPersonalRecords', '1000');
    await page.keyboard.press('Tab');
    await save(page);
    expect(await errorOf(page, 'numberOfPersonalRecords')).toBe(
      'Number of Personal Records must be greater than or equal to 250000',
    );
    await fill(page, 'changeInScopeDetail', 'Opened a payments arm');
    await choose(page, 'changeInScope', 'No');
    await choose(page, 'collectingPersonalInformation', 'No');
    await waitShown(page, 'changeInScopeDetail', false);
    await waitShown(page, 'numberOfPersonalRecords', false);
    await choose(page, 'changeInScope', 'Yes');
    await choose(page, 'collectingPersonalInformation', 'Yes');
    await waitShown(page, 'numberOfPersonalRecords');
    expect(await valueOf(page, 'changeInScopeDetail')).toBe('');
    expect(await valueOf(page, 'numberOfPersonalRecords')).toBe('');
  });

  it('account details: grouped amounts, derived total and secondary percentage, the 100% rule, and the mailing address', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/show/details`);
    await waitShown(page, 'revenue');
    // The form starts from what the account record says.
    expect(await valueOf(page, 'name')).toBe(accountName);
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
    expect(await errorOf(page, 'secondNaicsCode')).toBe(
      'Secondary Industry Code is not allowed when NiacsCode is 100%',
    );

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
    for (const mfa of ['mfaEmail', 'mfaRemoteSystemAccess', 'mfaAdminAccounts', 'mfaCloud', 'mfaVendor'])
      await choose(page, mfa, 'YES');
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

  it('security questionnaire: top-level answers are required; backup types, MFA and plan comments are cleared when hidden', async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/security`);
    await waitShown(page, 'training');
    await save(page);
    expect(await errorOf(page, 'training')).toBe('Training is a required field');
    expect(await errorOf(page, 'backupFrequency')).toBe('Backup Frequency is a required field');

    await select(page, 'backupFrequency', 'WEEKLY');
    await waitShown(page, 'backupTypes');
    const firstBackupType = question(page, 'backupTypes').first().getByRole('checkbox').first();
    await firstBackupType.check();
    await select(page, 'backupFrequency', 'NEVER');
    await waitShown(page, 'backupTypes', false);
    await select(page, 'backupFrequency', 'DAILY');
    await waitShown(page, 'backupTypes');
    expect(await firstBackupType.isChecked()).toBe(false);

    for (const mfa of ['mfaEmail', 'mfaRemoteSystemAccess', 'mfaAdminAccounts', 'mfaCloud', 'mfaVendor'])
      await choose(page, mfa, 'YES');
    await choose(page, 'mfaEmail', 'NO');
    await waitShown(page, 'mfaComments');
    await fill(page, 'mfaComments', 'E-mail MFA rolls out next quarter');
    await choose(page, 'mfaEmail', 'YES');
    await waitShown(page, 'mfaComments', false);
    await choose(page, 'mfaEmail', 'NO');
    await waitShown(page, 'mfaComments');
    expect(await valueOf(page, 'mfaComments')).toBe('');

    for (const plan of ['planIncidentResponse', 'planDisasterRecovery', 'planBusinessContinuity'])
      await choose(page, plan, 'YES');
    await waitShown(page, 'plansComments', false);
    await choose(page, 'planBusinessContinuity', 'NO');
    await waitShown(page, 'plansComments');
    await fill(page, 'plansComments', 'Drafting a continuity plan');
    await choose(page, 'planBusinessContinuity', 'YES');
    await waitShown(page, 'plansComments', false);
    await choose(page, 'planBusinessContinuity', 'NO');
    await waitShown(page, 'plansComments');
    expect(await valueOf(page, 'plansComments')).toBe('');
  });

  it("security questionnaire: the UK variant's end-of-life, EDR and NGAV follow-ups and cyber-crime comments; none of them in the US", async () => {
    await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/security`);
    await waitShown(page, 'training');
    const followUps = [
      ['eolProducts', 'eolProductsComments', 'Eol Products Comments'],
      ['edr', 'edrVendor', 'Edr Vendor'],
      ['ngav', 'ngavVendor', 'Ngav Vendor'],
    ] as const;
    if (region !== 'UK') {
      await choose(page, 'isAuthenticatingFundTransferRequests', 'NO');
      await choose(page, 'planDisasterRecovery', 'NO');
      await waitShown(page, 'plansComments');
      for (const q of [
        'eolProducts',
        'edr',
        'ngav',
        'eolProductsComments',
        'edrVendor',
        'ngavVendor',
        'cyberCrimeComments',
      ])
        expect(await isShown(page, q), q).toBe(false);
      return;
    }
    for (const [parent, child] of followUps) {
      await waitShown(page, child, false);
      await choose(page, parent, 'YES');
      await waitShown(page, child);
    }
    await save(page);
    for (const [, child, label] of followUps) expect(await errorOf(page, child)).toBe(`${label} is a required field`);
    for (const [parent, child] of followUps) {
      await fill(page, child, 'Answered');
      await choose(page, parent, 'NO');
      await waitShown(page, child, false);
      await choose(page, parent, 'YES');
      await waitShown(page, child);
      expect(await valueOf(page, child)).toBe('');
    }

    for (const bank of [
      'isVerifyingBankAccounts',
      'isAuthenticatingFundTransferRequests',
      'isPreventingUnauthorizedWireTransfers',
    ])
      await choose(page, bank, 'YES');
    await waitShown(page, 'cyberCrimeComments', false);
    await choose(page, 'isPreventingUnauthorizedWireTransfers', 'NO');
    await waitShown(page, 'cyberCrimeComments');
    await fill(page, 'cyberCrimeComments', 'Wire callbacks start in June');
    await choose(page, 'isPreventingUnauthorizedWireTransfers', 'YES');
    await waitShown(page, 'cyberCrimeComments', false);
    await choose(page, 'isPreventingUnauthorizedWireTransfers', 'NO');
    await waitShown(page, 'cyberCrimeComments');
    expect(await valueOf(page, 'cyberCrimeComments')).toBe('');
  });

  // These six question sets take nothing from the region (no x-regions, no regional definition): the UK composes
  // them as the US does, so their rules are proved once, on the US server.
  if (region === 'US') {
    describe('question sets without regional content', () => {
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
        for (const mfa of [
          'mfaEmailAnswer',
          'mfaRemoteSystemAccessAnswer',
          'mfaAdminAccountsAnswer',
          'mfaCloudAnswer',
          'mfaVendorManagement',
        ])
          await choose(page, mfa, 'Yes');
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

      it('three-way security questions: vendor required while shown; MFA, plan and cyber-crime comments follow their answers and are cleared', async () => {
        await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/securityAnswers`);
        await waitShown(page, 'emailFiltering');
        await choose(page, 'emailFiltering', 'Yes');
        await waitShown(page, 'emailFilteringVendor');
        await save(page);
        expect(await errorOf(page, 'emailFilteringVendor')).toBe('Email Filtering Vendor is a required field');
        expect(await errorOf(page, 'mfaEmailAnswer')).toBe('Mfa Email Answer is a required field');

        const pairs = [
          ['emailFiltering', 'emailFilteringVendor', 'Yes', 'No'],
          ['mfaEmailAnswer', 'mfaComments', 'Uncertain', 'Yes'],
          ['planIncidentResponseAnswer', 'plansComments', 'No', 'Uncertain'],
          ['hasDualAuthorizationControlsAnswer', 'cyberCrimeComments', 'No', 'Yes'],
        ] as const;
        for (const [parent, child, showing, hiding] of pairs) {
          await choose(page, parent, hiding);
          await waitShown(page, child, false);
          await choose(page, parent, showing);
          await waitShown(page, child);
          await fill(page, child, 'Answered');
          await choose(page, parent, hiding);
          await waitShown(page, child, false);
          await choose(page, parent, showing);
          await waitShown(page, child);
          expect(await valueOf(page, child), child).toBe('');
        }
      });

      it('P250 security questions: each group is required only while its required flag is set', async () => {
        await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/securityP250`);
        await waitShown(page, 'dmzSeparation');
        expect(await question(page, 'contingentSystemFailureRequired').isChecked()).toBe(false);
        await save(page);
        await seeText(page, 'Saved');
        expect(await errorOf(page, 'dmzSeparation', { settled: true })).toBe('');

        // The flags come with the quote's coverages (read-only here): contingent system failure and full system failure.
        const token = await signInApi(base, 'staff@demo.test');
        const stored = await api(base, token, 'GET', `/api/forms/v1/answers/securityP250/${accountId}`);
        const seeded = await api(base, token, 'PUT', `/api/forms/v1/answers/securityP250/${accountId}`, {
          version: stored.json.version,
          answers: {
            contingentSystemFailureRequired: true,
            cyberCrimeLossRequired: false,
            fullSystemFailureRequired: true,
            dmzSeparation: 'YES',
            thirdPartySecurityAgreement: 'NO',
            backupFrequency: 'WEEKLY',
            testedFullFailover: 'YES',
          },
        });
        expect(seeded.status, JSON.stringify(seeded.json)).toBe(200);

        await page.reload();
        await waitShown(page, 'dmzSeparation');
        expect(await question(page, 'contingentSystemFailureRequired').isChecked()).toBe(true);
        expect(await question(page, 'contingentSystemFailureRequired').isDisabled()).toBe(true);
        for (const asked of ['dmzSeparation', 'thirdPartySecurityAgreement', 'backupFrequency', 'testedFullFailover'])
          expect(await markedRequired(page, asked), asked).toBe(true);
        for (const optional of [
          'verifiesBankAccounts',
          'isAuthenticatingFundTransferRequests',
          'isPreventingUnauthorizedWireTransfers',
        ])
          expect(await markedRequired(page, optional), optional).toBe(false);
        // Un-answer the backup frequency (the select's first option is the empty one).
        await question(page, 'backupFrequency').first().click();
        await page.getByRole('listbox').getByRole('option').first().click();
        await save(page);
        expect(await errorOf(page, 'backupFrequency')).toBe('Backup Frequency is a required field');
        expect(await errorOf(page, 'verifiesBankAccounts', { settled: true })).toBe('');
        // Answering it saves; the read-only flags are kept as they were given, not reset by the form.
        await select(page, 'backupFrequency', 'MONTHLY');
        await save(page);
        await seeText(page, 'Saved');
        const saved = await api(base, token, 'GET', `/api/forms/v1/answers/securityP250/${accountId}`);
        expect(saved.json.answers).toMatchObject({
          contingentSystemFailureRequired: true,
          fullSystemFailureRequired: true,
          backupFrequency: 'MONTHLY',
        });
      });

      it('media and Tech E&O questions render from their schemas, are required, and save once answered', async () => {
        const sets = {
          media: ['contentReviewProcedure', 'copyrightClearanceSearch'],
          techEO: [
            'applicantComplaintsAllegations',
            'applicantComplaintsNetworkCompromised',
            'applicantAllegedViolation',
            'applicantNotifiedPrivacyBreaches',
            'applicantReceivedExtortionThreat',
            'applicantSustainedNetworkOutage',
            'applicantSustainedPropertyDamage',
            'probableKnownActLeadingToClaim',
            'sustainedSystemOutage',
            'sustainedSystemOutageBusinessInterruption',
            'probableKnownDamageLeadingToClaim',
            'hasDamageClaimAgainstApplicant',
          ],
        };
        // The locale's labels (locales/en-US/forms.json): the required message names each question.
        const label = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
        for (const [form, questions] of Object.entries(sets)) {
          await page.goto(`${base}/admin/accounts/${accountId}/questionnaire/${form}`);
          await waitShown(page, questions[0]);
          await save(page);
          for (const asked of questions) {
            expect(await errorOf(page, asked), asked).toBe(`${label(asked)} is a required field`);
          }
          for (const asked of questions) await choose(page, asked, 'No');
          await save(page);
          await seeText(page, 'Saved');
          await page.reload();
          await waitShown(page, questions[0]);
          for (const asked of questions)
            expect(await question(page, asked).first().getByLabel('No', { exact: true }).isChecked(), asked).toBe(true);
        }
      });
    });
  }
});
