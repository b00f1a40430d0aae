import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const newAccount = (name: string) => ({
  name,
  country: 'US',
  address1: '1 History Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
});

forEachDatabase('record history', (ctx) => {
  let staff: string;
  let alpha: string;
  let beta: string;
  let agent: string;

  beforeAll(async () => {
    staff = await ctx.login(DEMO.staff);
    alpha = await ctx.login(DEMO.alphaAdmin);
    beta = await ctx.login(DEMO.betaAdmin);
    agent = await ctx.login(DEMO.alphaAgent);
  });

  it('records create, update and delete with actor and field-level before and after', async () => {
    const created = (await ctx.request('POST', ACCOUNTS_API, { token: alpha, body: newAccount('History Alpha One') }))
      .json;
    const updated = await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
      token: alpha,
      body: { version: created.version, city: 'Dallas', phone: '(512) 555-0100' },
    });
    expect(updated.status).toBe(200);
    const { status, json } = await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: alpha });
    expect(status).toBe(200);
    expect(json.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const [update, create] = json;
    expect(update.actorEmail).toBe(DEMO.alphaAdmin);
    expect(update.actorUserId).toEqual(expect.any(String));
    expect(update.impersonatorUserId).toBeNull();
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'city', before: 'Austin', after: 'Dallas' },
        { field: 'phone', before: null, after: '(512) 555-0100' },
      ]),
    );
    expect(update.changes.map((c: { field: string }) => c.field)).not.toContain('version');
    expect(create.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: null, after: 'History Alpha One' }]),
    );

    await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}`, { token: alpha });
    const rows = await ctx.db
      .selectFrom('recordHistory')
      .selectAll()
      .where('recordId', '=', created.id)
      .orderBy('created')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[2].changes).toEqual(expect.arrayContaining([{ field: 'city', before: 'Dallas', after: null }]));
  });

  it('a delete naming a version it did not see is a 409 like a stale update, deletes nothing and records nothing', async () => {
    const created = (
      await ctx.request('POST', ACCOUNTS_API, { token: alpha, body: newAccount('History Alpha Stale Delete') })
    ).json;
    await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
      token: alpha,
      body: { version: created.version, city: 'Dallas' },
    });
    const stale = await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}?version=${created.version}`, {
      token: alpha,
    });
    expect(stale.status).toBe(409);
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${created.id}`, { token: alpha })).status).toBe(200);
    const bad = await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}?version=latest`, { token: alpha });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ field: 'version' })]);
    const current = await ctx.request('DELETE', `${ACCOUNTS_API}/${created.id}?version=${created.version + 1}`, {
      token: alpha,
    });
    expect(current.status).toBe(200);
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${created.id}`, { token: alpha })).status).toBe(404);
    const actions = (
      await ctx.db
        .selectFrom('recordHistory')
        .select('action')
        .where('recordId', '=', created.id)
        .orderBy('created')
        .execute()
    ).map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('revert restores the before values through a validated update, and is itself recorded', async () => {
    const created = (await ctx.request('POST', ACCOUNTS_API, { token: alpha, body: newAccount('History Alpha Two') }))
      .json;
    const changed = (
      await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
        token: alpha,
        body: { version: created.version, name: 'Renamed Two', city: 'Houston' },
      })
    ).json;
    const [update] = (await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: alpha })).json;
    const reverted = await ctx.request('POST', `${ACCOUNTS_API}/${created.id}/history/${update.id}/revert`, {
      token: alpha,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.json).toMatchObject({ name: 'History Alpha Two', city: 'Austin', version: changed.version + 1 });
    const history = (await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: alpha })).json;
    expect(history[0].action).toBe('revert');
    expect(history[0].changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: 'Renamed Two', after: 'History Alpha Two' }]),
    );
  });

  it('a failed write leaves no history behind (same transaction)', async () => {
    const created = (await ctx.request('POST', ACCOUNTS_API, { token: alpha, body: newAccount('History Alpha Three') }))
      .json;
    const stale = await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
      token: alpha,
      body: { version: created.version + 5, city: 'Waco' },
    });
    expect(stale.status).toBe(409);
    const bad = await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
      token: alpha,
      body: { version: created.version, zipCode: '00000' },
    });
    expect(bad.status).toBe(400);
    const rows = await ctx.db.selectFrom('recordHistory').select('action').where('recordId', '=', created.id).execute();
    expect(rows.map((r) => r.action)).toEqual(['create']);
  });

  it('history of a foreign record answers 404, and revert needs the update permission', async () => {
    const created = (await ctx.request('POST', ACCOUNTS_API, { token: alpha, body: newAccount('History Alpha Four') }))
      .json;
    await ctx.request('PUT', `${ACCOUNTS_API}/${created.id}`, {
      token: alpha,
      body: { version: created.version, city: 'Plano' },
    });
    const [entry] = (await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: staff })).json;
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: beta })).status).toBe(404);
    expect(
      (await ctx.request('POST', `${ACCOUNTS_API}/${created.id}/history/${entry.id}/revert`, { token: beta })).status,
    ).toBe(404);
    expect(
      (await ctx.request('POST', `${ACCOUNTS_API}/${created.id}/history/not-a-uuid/revert`, { token: alpha })).status,
    ).toBe(404);
    // The agent is in team Alpha East; an account outside its teams is invisible to it.
    expect((await ctx.request('GET', `${ACCOUNTS_API}/${created.id}/history`, { token: agent })).status).toBe(404);
    const owner = await ctx.login(DEMO.owner);
    expect(
      (await ctx.request('POST', `${ACCOUNTS_API}/${created.id}/history/${entry.id}/revert`, { token: owner })).status,
    ).toBe(404);
  });
});
