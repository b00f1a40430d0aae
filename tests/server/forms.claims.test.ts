import { DEMO, forEachDatabase } from './support/databases';

const CLAIMS = '/api/claims/v1';

forEachDatabase('claims (first notice of loss) validated by the claim form', (ctx) => {
  let token: string;
  let accountId: string;
  const claimCount = async () => (await ctx.db.selectFrom('claims').select('id').execute()).length;
  const body = (extra: Record<string, unknown> = {}) => ({
    accountId,
    name: 'Pat Reporter',
    isRightContact: true,
    address: '1 Loss Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    lossDescription: 'Ransomware on the file server',
    ...extra,
  });

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
    const { json } = await ctx.request('GET', '/api/account/v1/account/search?size=1', { token });
    accountId = json.content[0].id;
  });

  it('saves a claim without filing as UN_FILED, stamped with the form version', async () => {
    const { status, json } = await ctx.request('POST', '/api/policy/v1/claim', { token, body: body() });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json).toMatchObject({
      status: 'UN_FILED',
      isFiled: false,
      name: 'Pat Reporter',
      schemaId: 'claim',
      schemaVersion: 1,
      claimNumber: null,
    });
    const read = await ctx.request('GET', `${CLAIMS}/${json.id}`, { token });
    expect(read.json.lossDescription).toBe('Ransomware on the file server');
  });

  it('files a claim: FILED with a claim number, and it stays filed', async () => {
    const created = await ctx.request('POST', '/api/policy/v1/claim', { token, body: body() });
    const filed = await ctx.request('PUT', `${CLAIMS}/${created.json.id}`, {
      token,
      body: { isFiled: true, version: created.json.version },
    });
    expect(filed.status, JSON.stringify(filed.json)).toBe(200);
    expect(filed.json.status).toBe('FILED');
    expect(filed.json.claimNumber).toMatch(/^CLM-\d+$/);
    const again = await ctx.request('PUT', `${CLAIMS}/${created.json.id}`, {
      token,
      body: { isFiled: false, version: filed.json.version },
    });
    expect(again.json.status).toBe('FILED');
  });

  it('refuses a claim naming each missing or invalid field, with the spec texts, and stores nothing', async () => {
    const before = await claimCount();
    const { status, json } = await ctx.request('POST', '/api/policy/v1/claim', {
      token,
      body: {
        accountId,
        isRightContact: false,
        isAuthoritiesInvolved: true,
        isReportFiled: true,
        zipCode: '00000',
        workPhone: '12',
      },
    });
    expect(status).toBe(400);
    const byField = Object.fromEntries(json.errors.map((e: { field: string; detail: string }) => [e.field, e.detail]));
    expect(byField).toMatchObject({
      name: 'Please select a option ',
      zipCode: 'Invalid ZIP Code',
      workPhone: 'Please enter a valid phone number.',
      address: 'Address is a required field',
      lossDescription: 'Loss Description is a required field',
      contactName: 'Contact Name is a required field',
      contactEmail: 'Contact Email is a required field',
      contactPhone: 'Contact Phone is a required field',
      authorityName: 'Authority Name is a required field',
      authorityPhoneNumber: 'Authority Phone Number is a required field',
      reportNumber: 'Report Number is a required field',
    });
    for (const { detail } of json.errors) expect(detail).not.toMatch(/must match|must have required/);
    expect(await claimCount()).toBe(before);
  });

  it('removes hidden answers: contact fields are dropped once the reporter is the right contact', async () => {
    const created = await ctx.request('POST', '/api/policy/v1/claim', {
      token,
      body: body({
        isRightContact: false,
        contactName: 'Sam',
        contactEmail: 'sam@example.com',
        contactPhone: '(512) 555-0101',
      }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json.contactName).toBe('Sam');
    const changed = await ctx.request('PUT', `${CLAIMS}/${created.json.id}`, {
      token,
      body: { isRightContact: true, version: created.json.version },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).not.toHaveProperty('contactName');
    const row = await ctx.db
      .selectFrom('claims')
      .select('answers')
      .where('id', '=', created.json.id)
      .executeTakeFirstOrThrow();
    expect(row.answers).not.toHaveProperty('contactName');
  });

  it("keeps claims inside their account's tenancy: another agency neither sees nor reaches them", async () => {
    const alpha = await ctx.login(DEMO.alphaAdmin);
    const beta = await ctx.login(DEMO.betaAdmin);
    const alphaAccount = (await ctx.request('GET', '/api/account/v1/account/search?size=1', { token: alpha })).json
      .content[0].id;
    const created = await ctx.request('POST', '/api/policy/v1/claim', {
      token: alpha,
      body: body({ accountId: alphaAccount, name: 'Alpha Reporter' }),
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect((await ctx.request('GET', `${CLAIMS}/${created.json.id}`, { token: beta })).status).toBe(404);
    const betaList = await ctx.request('GET', `${CLAIMS}/search?size=1000`, { token: beta });
    expect(betaList.json.content.map((c: { id: string }) => c.id)).not.toContain(created.json.id);
    const foreign = await ctx.request('POST', '/api/policy/v1/claim', {
      token: beta,
      body: body({ accountId: alphaAccount }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors).toEqual([{ field: 'accountId', detail: 'Account is required' }]);
  });

  it('finds a claim by reporter name, deletes it, and then answers 404', async () => {
    const created = await ctx.request('POST', '/api/policy/v1/claim', {
      token,
      body: body({ name: 'Listed Reporter' }),
    });
    const list = await ctx.request('GET', `${CLAIMS}/search?search=*listed reporter*`, { token });
    expect(list.json.content.map((c: { id: string }) => c.id)).toContain(created.json.id);
    const removed = await ctx.request('DELETE', `${CLAIMS}/${created.json.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await ctx.request('GET', `${CLAIMS}/${created.json.id}`, { token })).status).toBe(404);
  });
});

forEachDatabase("answers of an account's forms", (ctx) => {
  let token: string;
  let accountId: string;
  const ANSWERS = (form: string) => `/api/forms/v1/answers/${form}/${accountId}`;

  beforeAll(async () => {
    token = await ctx.login(DEMO.staff);
    const { json } = await ctx.request('GET', '/api/account/v1/account/search?size=1', { token });
    accountId = json.content[0].id;
  });

  it('serves a form composed for the region, with labels from the locale', async () => {
    const { status, json } = await ctx.request('GET', '/api/forms/v1/forms/accountDetails', { token });
    expect(status).toBe(200);
    expect(json.schema.properties.naicsCode.title).toBe('Industry Code');
    expect(json.schema.properties).not.toHaveProperty('sicCode');
    const uk = await ctx.request('GET', '/api/forms/v1/forms/accountDetails?region=UK', { token });
    expect(uk.json.schema.properties).toHaveProperty('sicCode');
    expect(uk.json.schema.properties.city.title).toBe('City/Town');
  });

  it('stores security answers with their schema version and removes hidden ones', async () => {
    const answers = {
      training: 'YES',
      mfaEmail: 'YES',
      mfaRemoteSystemAccess: 'YES',
      mfaAdminAccounts: 'YES',
      mfaCloud: 'YES',
      mfaVendor: 'YES',
      mfaComments: 'hidden because every MFA answer is YES',
      backupFrequency: 'NEVER',
      backupTypes: ['BACKUP_FREQUENCY_CLOUD'],
      patchingFrequency: 'WEEKLY',
      planIncidentResponse: 'YES',
      planDisasterRecovery: 'YES',
      planBusinessContinuity: 'YES',
      isVerifyingBankAccounts: 'YES',
      isAuthenticatingFundTransferRequests: 'YES',
      isPreventingUnauthorizedWireTransfers: 'YES',
    };
    const { status, json } = await ctx.request('PUT', ANSWERS('security'), { token, body: { answers } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json).toMatchObject({ schemaId: 'security', schemaVersion: 1, version: 1 });
    expect(json.answers).not.toHaveProperty('mfaComments');
    expect(json.answers).not.toHaveProperty('backupTypes');
  });

  it('starts never-answered account details from the account record, storing nothing until a save', async () => {
    const account = (await ctx.request('GET', `/api/account/v1/account/${accountId}`, { token })).json;
    const { status, json } = await ctx.request('GET', ANSWERS('accountDetails'), { token });
    expect(status).toBe(200);
    expect(json.version).toBe(0);
    expect(json.answers).toMatchObject({
      name: account.name,
      address1: account.address1,
      city: account.city,
      state: account.state,
      zipCode: account.zipCode,
    });
    expect(json.answers).not.toHaveProperty('revenue');
  });

  it('refuses account details naming each field with the spec texts, storing nothing', async () => {
    const { status, json } = await ctx.request('PUT', ANSWERS('accountDetails'), {
      token,
      body: {
        answers: {
          name: '123',
          naicsCode: 5,
          primaryNaicsPercentage: 100,
          secondNaicsCode: 541512,
          yearEstablished: 1400,
          revenue: 2e12,
          isFranchise: 'Yes',
        },
      },
    });
    expect(status).toBe(400);
    const byField = Object.fromEntries(json.errors.map((e: { field: string; detail: string }) => [e.field, e.detail]));
    expect(byField).toMatchObject({
      name: 'must contain at least one alphabetical character',
      naicsCode: 'Industry Code must be atleast 2 digits',
      secondNaicsCode: 'Secondary Industry Code is not allowed when NiacsCode is 100%',
      yearEstablished: 'must be greater than or equal to 1500',
      revenue: 'must be less than or equal to 1 Trillion Dollars.',
      franchiseSystemConnectivity: 'Franchise System Connectivity is a required field',
    });
    const read = await ctx.request('GET', ANSWERS('accountDetails'), { token });
    expect(read.json.version).toBe(0);
  });

  it('social engineering answers say whether the endorsement is granted and why not', async () => {
    const { json } = await ctx.request('PUT', ANSWERS('socialEngineering'), {
      token,
      body: {
        answers: {
          isVerifyingBankAccounts: true,
          isAuthenticatingFundTransferRequests: false,
          isPreventingUnauthorizedWireTransfers: true,
        },
      },
    });
    expect(json.socialEngineering).toBe(false);
    expect(json.reasons).toEqual(['Authenticating fund transfer requests']);
  });
});
