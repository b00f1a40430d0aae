import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('quotes', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let alphaId: string;
  let alphaClientId: string;

  beforeAll(async () => {
    [staff, alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
    alphaClientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists with the default sort (modified, newest first) and the list conventions', async () => {
    const { status, json } = await ctx.request('GET', `${QUOTES}/search?page=0&size=25`, { token: alpha });
    expect(status).toBe(200);
    expect(json.content).toHaveLength(25);
    expect(json.totalElements).toBeGreaterThan(25);
    const modified = json.content.map((q: { modified: string }) => Date.parse(q.modified));
    expect([...modified].sort((a, b) => b - a)).toEqual(modified);
    const first = json.content[0];
    expect(first).toMatchObject({ agencyName: 'Alpha Insurance Agency' });
    expect(first.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof first.totalPremium).toBe('number');
    expect(first).not.toHaveProperty('searchText');
  });

  it('filters by type and status (Ready, Referred, inactive = Invalid or Declined) and searches', async () => {
    const inactive = await ctx.request('GET', `${QUOTES}/search?size=100&f[status][in]=INVALID,DECLINED`, {
      token: alpha,
    });
    expect(inactive.json.totalElements).toBeGreaterThan(0);
    expect(new Set(inactive.json.content.map((q: { status: string }) => q.status))).toEqual(
      new Set(['INVALID', 'DECLINED']),
    );
    const renewals = await ctx.request('GET', `${QUOTES}/search?size=100&f[isRenewal][in]=true`, { token: alpha });
    expect(renewals.json.totalElements).toBeGreaterThan(0);
    expect(renewals.json.content.every((q: { isRenewal: boolean }) => q.isRenewal)).toBe(true);
    const search = await ctx.request('GET', `${QUOTES}/search?search=*q-alp-1001*`, { token: alpha });
    expect(search.json.content.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual(['Q-ALP-1001']);
    const sorted = await ctx.request('GET', `${QUOTES}/search?sort=quoteNumber,asc&size=3`, { token: alpha });
    expect(sorted.json.content.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual([
      'Q-ALP-1001',
      'Q-ALP-1002',
      'Q-ALP-1003',
    ]);
    const undeclared = await ctx.request('GET', `${QUOTES}/search?sort=premium,asc`, { token: alpha });
    expect(undeclared.status).toBe(400);
  });

  it('keeps agencies apart and shows a policyholder only the quotes of its own account', async () => {
    const alphaList = await ctx.request('GET', `${QUOTES}/search?size=1000`, { token: alpha });
    const betaList = await ctx.request('GET', `${QUOTES}/search?size=1000`, { token: beta });
    const staffList = await ctx.request('GET', `${QUOTES}/search?size=1000`, { token: staff });
    expect(alphaList.json.content.every((q: { agencyId: string }) => q.agencyId === alphaId)).toBe(true);
    expect(betaList.json.content.some((q: { agencyId: string }) => q.agencyId === alphaId)).toBe(false);
    expect(staffList.json.totalElements).toBeGreaterThanOrEqual(
      alphaList.json.totalElements + betaList.json.totalElements,
    );
    const foreign = alphaList.json.content[0].id;
    expect((await ctx.request('GET', `${QUOTES}/${foreign}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('DELETE', `${QUOTES}/${foreign}`, { token: beta })).status).toBe(404);
    const mine = await ctx.request('GET', `${QUOTES}/search`, { token: owner });
    expect(mine.json.content.map((q: { quoteNumber: string }) => q.quoteNumber)).toEqual(['Q-CUST-0001']);
    expect((await ctx.request('DELETE', `${QUOTES}/${mine.json.content[0].id}`, { token: owner })).status).toBe(403);
  });

  it('creates for a client of the agency, taking the agency, team and company from the account', async () => {
    const { status, json } = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P250', effectiveDate: '2030-01-15' },
    });
    expect(status, JSON.stringify(json)).toBe(201);
    expect(json).toMatchObject({
      agencyId: alphaId,
      product: 'P250',
      status: 'READY',
      effectiveDate: '2030-01-15',
      version: 1,
    });
    // The premium is the rater's (quotes.rating suite); a create cannot send one (quotes.lifecycle suite).
    expect(json.totalPremium).toBeNull();
    expect(json.quoteNumber).toMatch(/^Q-\d{4}-[A-Z0-9]{6}$/);
    expect(json.companyName.length).toBeGreaterThan(0);
  });

  it('refuses a bad write naming each field and changes nothing', async () => {
    const count = async () => (await ctx.db.selectFrom('quotes').select('id').execute()).length;
    const before = await count();
    const bad = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: {
        accountId: alphaClientId,
        product: 'P999',
        status: 'NOPE',
        additionalBrokerFee: 10001,
        effectiveDate: '15/01/2030',
      },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual(
      expect.arrayContaining(['product', 'status', 'additionalBrokerFee', 'effectiveDate']),
    );
    expect(bad.json.errors.find((e: { field: string }) => e.field === 'additionalBrokerFee').detail).toBe(
      'Additional Broker fee must be less than or equal to $10,000',
    );
    const foreignAgency = await ctx.request('POST', QUOTES, {
      token: beta,
      body: { accountId: alphaClientId, product: 'P100' },
    });
    expect(foreignAgency.status).toBe(400);
    expect(fields(foreignAgency.json)).toEqual(['accountId']);
    const foreignBody = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, agencyId: '00000000-0000-4000-8000-000000000000', product: 'P100' },
    });
    expect(fields(foreignBody.json)).toEqual(['agencyId']);
    expect(await count()).toBe(before);
  });

  it('deletes a quote of the agency', async () => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: alphaClientId, product: 'P100' },
    });
    expect((await ctx.request('DELETE', `${QUOTES}/${created.json.id}`, { token: alpha })).status).toBe(200);
    expect((await ctx.request('GET', `${QUOTES}/${created.json.id}`, { token: alpha })).status).toBe(404);
  });
});
