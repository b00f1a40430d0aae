import { DEMO, forEachDatabase } from './support/databases';

const POLICIES = '/api/policy/v1';
const ACTIVE = ['IN FORCE', 'ISSUED', 'CANCEL REQUESTED', 'CANCEL PENDING', 'IN REINSTATEMENT PERIOD'];
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('policies', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let owner: string;
  let alphaId: string;

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
  });

  it('lists by expiration, soonest first, with every active status represented in the demo data', async () => {
    const { status, json } = await ctx.request('GET', `${POLICIES}/search?size=100`, { token: alpha });
    expect(status).toBe(200);
    const ends = json.content.map((p: { endDate: string }) => p.endDate);
    expect([...ends].sort()).toEqual(ends);
    const statuses = new Set(json.content.map((p: { status: string }) => p.status));
    for (const active of ACTIVE) expect(statuses).toContain(active);
    expect(json.content[0]).toMatchObject({ agencyId: alphaId, agencyName: 'Alpha Insurance Agency' });
    expect(json.content[0].policyNumber).toMatch(/^P-/);
  });

  it('filters open for renewal and by status, and searches by policy number', async () => {
    const renewal = await ctx.request('GET', `${POLICIES}/search?size=100&f[isOpenForRenewal][in]=true`, {
      token: alpha,
    });
    expect(renewal.json.totalElements).toBeGreaterThan(0);
    expect(renewal.json.content.every((p: { isOpenForRenewal: boolean }) => p.isOpenForRenewal)).toBe(true);
    const cancelled = await ctx.request('GET', `${POLICIES}/search?size=100&f[status][in]=CANCELLED,FLAT CANCELLED`, {
      token: alpha,
    });
    expect(new Set(cancelled.json.content.map((p: { status: string }) => p.status))).toEqual(
      new Set(['CANCELLED', 'FLAT CANCELLED']),
    );
    const found = await ctx.request('GET', `${POLICIES}/search?search=*p-alp-5003*`, { token: alpha });
    expect(found.json.content.map((p: { policyNumber: string }) => p.policyNumber)).toEqual(['P-ALP-5003']);
    const desc = await ctx.request('GET', `${POLICIES}/search?search=*p-alp*&sort=policyNumber,desc&size=2`, {
      token: alpha,
    });
    expect(desc.json.content.map((p: { policyNumber: string }) => p.policyNumber)).toEqual([
      'P-ALP-5024',
      'P-ALP-5023',
    ]);
  });

  it('shows each tenant only its own policies; agencies and policyholders cannot write them', async () => {
    const alphaList = await ctx.request('GET', `${POLICIES}/search?size=1000`, { token: alpha });
    const betaList = await ctx.request('GET', `${POLICIES}/search?size=1000`, { token: beta });
    expect(betaList.json.content.some((p: { agencyId: string }) => p.agencyId === alphaId)).toBe(false);
    const one = alphaList.json.content[0];
    expect((await ctx.request('GET', `${POLICIES}/${one.id}`, { token: alpha })).json.policyNumber).toBe(
      one.policyNumber,
    );
    expect((await ctx.request('GET', `${POLICIES}/${one.id}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('PUT', `${POLICIES}/${one.id}`, { token: alpha, body: { status: 'VOID' } })).status).toBe(
      403,
    );
    const mine = await ctx.request('GET', `${POLICIES}/search`, { token: owner });
    expect(mine.json.content.map((p: { policyNumber: string }) => p.policyNumber)).toEqual(['P-CUST-0001']);
    expect((await ctx.request('DELETE', `${POLICIES}/${mine.json.content[0].id}`, { token: owner })).status).toBe(403);
  });

  it('staff writes are validated: a bad write names each field and changes nothing', async () => {
    const account = alphaListFirstAccount;
    const before = (await ctx.db.selectFrom('policies').select('id').execute()).length;
    const bad = await ctx.request('POST', POLICIES, {
      token: staff,
      body: { accountId: await account(), product: 'P250', status: 'NOPE', effectiveDate: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual(expect.arrayContaining(['status', 'effectiveDate', 'endDate']));
    expect((await ctx.db.selectFrom('policies').select('id').execute()).length).toBe(before);
    const good = await ctx.request('POST', POLICIES, {
      token: staff,
      body: { accountId: await account(), product: 'P250', effectiveDate: '2030-02-01', endDate: '2031-02-01' },
    });
    expect(good.status, JSON.stringify(good.json)).toBe(201);
    expect(good.json).toMatchObject({ agencyId: alphaId, status: 'ISSUED', endDate: '2031-02-01' });
  });

  async function alphaListFirstAccount(): Promise<string> {
    return (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', alphaId)
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
