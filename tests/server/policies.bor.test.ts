/**
 * Broker of record on both databases: provider staff file a change of agency on a policy, change it while pending,
 * then approve it (the client account, its policies and its quotes move to the new agency, each recorded in its own
 * history) or reject it (nothing moves). The agencies can neither file nor decide, and the agency gaining the client
 * sees nothing of it before the approval.
 */
import { DEMO, forEachDatabase } from './support/databases';

const API = '/api/policy/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('broker of record', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let alphaId: string;
  let betaId: string;

  const agencyIdOf = async (hostname: string) =>
    (await ctx.db.selectFrom('accounts').select('id').where('hostname', '=', hostname).executeTakeFirstOrThrow()).id;

  /** Alpha policies of distinct client accounts, in policy number order. */
  const alphaPolicies = async () =>
    ctx.db
      .selectFrom('policies')
      .select(['id', 'accountId', 'policyNumber', 'version'])
      .where('agencyId', '=', alphaId)
      .distinctOn('accountId')
      .orderBy('accountId')
      .orderBy('policyNumber')
      .execute();

  beforeAll(async () => {
    [staff, alpha, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
    ]);
    [alphaId, betaId] = await Promise.all([agencyIdOf('alpha'), agencyIdOf('beta')]);
  });

  it('files, updates and approves a change: the account with its policies and quotes moves to the new agency', async () => {
    const [policy] = await alphaPolicies();
    const quotesBefore = await ctx.db
      .selectFrom('quotes')
      .select('id')
      .where('accountId', '=', policy.accountId)
      .execute();
    expect((await ctx.request('GET', `${API}/${policy.id}`, { token: beta })).status).toBe(404);

    const filed = await ctx.request('POST', `${API}/bor/${policy.id}`, {
      token: staff,
      body: { agencyId: betaId, effectiveDate: '2026-12-01', note: 'BOR letter received' },
    });
    expect(filed.status, JSON.stringify(filed.json)).toBe(201);
    expect(filed.json).toMatchObject({
      policyId: policy.id,
      accountId: policy.accountId,
      fromAgencyId: alphaId,
      toAgencyId: betaId,
      effectiveDate: '2026-12-01',
      status: 'PENDING',
      message: 'Broker of record change requested.',
    });
    // Filing keeps the policy's version (a form open on it still saves) and is in its history.
    const pending = (await ctx.request('GET', `${API}/${policy.id}`, { token: staff })).json;
    expect([pending.version, pending.agencyId]).toEqual([policy.version, alphaId]);

    const again = await ctx.request('POST', `${API}/bor/${policy.id}`, { token: staff, body: { agencyId: betaId } });
    expect(again.status).toBe(409);
    expect((await ctx.request('GET', `${API}/${policy.id}`, { token: beta })).status).toBe(404);

    const updated = await ctx.request('PUT', `${API}/update/BOR/${filed.json.id}`, {
      token: staff,
      body: { effectiveDate: '2026-12-15', version: filed.json.version },
    });
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect(updated.json).toMatchObject({ effectiveDate: '2026-12-15', version: filed.json.version + 1 });
    const stale = await ctx.request('PUT', `${API}/update/BOR/${filed.json.id}`, {
      token: staff,
      body: { note: 'late', version: filed.json.version },
    });
    expect(stale.status).toBe(409);

    const approved = await ctx.request('PUT', `${API}/bor/${policy.id}`, {
      token: staff,
      body: { status: 'APPROVED' },
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });

    // Beta now sees the policy and the account; Alpha no longer does.
    const moved = await ctx.request('GET', `${API}/${policy.id}`, { token: beta });
    expect([moved.status, moved.json.agencyId]).toEqual([200, betaId]);
    expect((await ctx.request('GET', `${API}/${policy.id}`, { token: alpha })).status).toBe(404);
    expect((await ctx.request('GET', `/api/account/v1/account/${policy.accountId}`, { token: beta })).status).toBe(200);
    expect((await ctx.request('GET', `/api/account/v1/account/${policy.accountId}`, { token: alpha })).status).toBe(
      404,
    );
    const quotes = await ctx.db
      .selectFrom('quotes')
      .select('agencyId')
      .where('accountId', '=', policy.accountId)
      .execute();
    expect(quotes).toHaveLength(quotesBefore.length);
    expect(quotes.every((quote) => quote.agencyId === betaId)).toBe(true);

    const history = (await ctx.request('GET', `${API}/${policy.id}/history`, { token: staff })).json;
    const actions = (history.content ?? history).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['request-bor', 'update-bor', 'broker-of-record', 'decide-bor']));
    const accountHistory = (
      await ctx.request('GET', `/api/account/v1/account/${policy.accountId}/history`, { token: staff })
    ).json;
    expect(
      (accountHistory.content ?? accountHistory).some((entry: { action: string }) => entry.action === 'assign-agency'),
    ).toBe(true);

    const decidedAgain = await ctx.request('PUT', `${API}/bor/${policy.id}`, {
      token: staff,
      body: { status: 'REJECTED' },
    });
    expect(decidedAgain.status).toBe(409);
  });

  it('rejects a change: nothing moves; agencies may not file, decide or list', async () => {
    const [, policy] = await alphaPolicies();
    expect(
      (await ctx.request('POST', `${API}/bor/${policy.id}`, { token: alpha, body: { agencyId: betaId } })).status,
    ).toBe(403);
    const bad = await ctx.request('POST', `${API}/bor/${policy.id}`, {
      token: staff,
      body: { agencyId: 'not-an-id', effectiveDate: '1 Dec' },
    });
    expect([bad.status, fields(bad.json).sort()]).toEqual([400, ['agencyId', 'effectiveDate']]);
    const same = await ctx.request('POST', `${API}/bor/${policy.id}`, { token: staff, body: { agencyId: alphaId } });
    expect([same.status, fields(same.json)]).toEqual([400, ['agencyId']]);
    expect(
      (
        await ctx.request('POST', `${API}/bor/00000000-0000-4000-8000-000000000000`, {
          token: staff,
          body: { agencyId: betaId },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.request('PUT', `${API}/bor/${policy.id}`, { token: staff, body: { status: 'APPROVED' } })).status,
    ).toBe(409);

    const filed = await ctx.request('POST', `${API}/bor/${policy.id}`, { token: staff, body: { agencyId: betaId } });
    expect(filed.status).toBe(201);
    expect(
      (await ctx.request('PUT', `${API}/bor/${policy.id}`, { token: beta, body: { status: 'APPROVED' } })).status,
    ).toBe(403);
    const badStatus = await ctx.request('PUT', `${API}/bor/${policy.id}`, { token: staff, body: { status: 'MAYBE' } });
    expect([badStatus.status, fields(badStatus.json)]).toEqual([400, ['status']]);
    const rejected = await ctx.request('PUT', `${API}/bor/${policy.id}`, {
      token: staff,
      body: { status: 'REJECTED', note: 'Letter unsigned' },
    });
    expect(rejected.json).toMatchObject({ status: 'REJECTED', message: 'Broker of record change rejected.' });
    expect((await ctx.request('GET', `${API}/${policy.id}`, { token: alpha })).json.agencyId).toBe(alphaId);
    expect(
      (await ctx.request('PUT', `${API}/update/BOR/${filed.json.id}`, { token: staff, body: { note: 'x' } })).status,
    ).toBe(409);

    const listed = await ctx.request('GET', `${API}/search/bor-policies?status=REJECTED`, { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.json.content.map((r: { id: string }) => r.id)).toContain(filed.json.id);
    expect(listed.json.content.every((r: { status: string }) => r.status === 'REJECTED')).toBe(true);
    expect((await ctx.request('GET', `${API}/search/bor-policies`, { token: alpha })).status).toBe(403);
    expect((await ctx.request('GET', `${API}/search/bor-policies?status=NONE`, { token: staff })).status).toBe(400);
  });
});
