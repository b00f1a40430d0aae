import { DEMO, forEachDatabase } from './support/databases';

const HOOKS = '/api/webhook/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('webhooks', (ctx) => {
  let alpha: string;
  let beta: string;
  let agent: string;
  let alphaId: string;

  beforeAll(async () => {
    [alpha, beta, agent] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.alphaAgent),
    ]);
    alphaId = (
      await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', 'alpha').executeTakeFirstOrThrow()
    ).id;
  });

  it('creates with a company name only, generating a 32-character client id and secret', async () => {
    const { status, json } = await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: 'Acme Hooks' } });
    expect(status).toBe(201);
    expect(json).toMatchObject({ companyName: 'Acme Hooks', agencyId: alphaId, webhookUrl: null });
    expect(json.clientId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(json.clientSecret).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(json.clientId).not.toBe(json.clientSecret);
  });

  it('edits client id, secret and URL; refuses wrong lengths and a bad URL, changing nothing', async () => {
    const created = (await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: 'Edit Hooks' } })).json;
    const bad = await ctx.request('PUT', `${HOOKS}/${created.id}`, {
      token: alpha,
      body: { clientId: 'a'.repeat(31), clientSecret: 'b'.repeat(33), webhookUrl: 'ftp:/x' },
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual(['clientId', 'clientSecret', 'webhookUrl']);
    expect((await ctx.request('GET', `${HOOKS}/${created.id}`, { token: alpha })).json).toEqual(created);
    const good = await ctx.request('PUT', `${HOOKS}/${created.id}`, {
      token: alpha,
      body: { clientId: 'A'.repeat(32), clientSecret: 'b1'.repeat(16), webhookUrl: 'https://example.test/hook' },
    });
    expect(good.status).toBe(200);
    expect(good.json).toMatchObject({
      clientId: 'A'.repeat(32),
      clientSecret: 'b1'.repeat(16),
      webhookUrl: 'https://example.test/hook',
      version: 2,
    });
  });

  it('requires a company name', async () => {
    const bad = await ctx.request('POST', HOOKS, { token: alpha, body: { companyName: '  ' } });
    expect(bad.json.errors).toEqual([{ field: 'companyName', detail: 'Company Name is a required field' }]);
  });

  it('keeps agencies apart; agents may not manage webhooks', async () => {
    const mine = await ctx.request('GET', `${HOOKS}/search?sort=companyName,asc&search=*hooks*`, { token: alpha });
    expect(mine.json.content.map((h: { companyName: string }) => h.companyName)).toEqual([
      'Acme Hooks',
      'Alpha CRM Sync',
      'Edit Hooks',
    ]);
    const theirs = await ctx.request('GET', `${HOOKS}/search?size=100`, { token: beta });
    expect(theirs.json.content.some((h: { agencyId: string }) => h.agencyId === alphaId)).toBe(false);
    expect((await ctx.request('DELETE', `${HOOKS}/${mine.json.content[0].id}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('GET', `${HOOKS}/search`, { token: agent })).status).toBe(403);
    expect((await ctx.request('DELETE', `${HOOKS}/${mine.json.content[0].id}`, { token: alpha })).status).toBe(200);
    expect((await ctx.request('GET', `${HOOKS}/${mine.json.content[0].id}`, { token: alpha })).status).toBe(404);
  });
});
