/**
 * API keys and API activity (spec 001 §3, §4, §7): a key made by Alpha lists Alpha's accounts and no
 * others; its secret is answered once and only its hash is stored; after regenerate the old secret gets 401;
 * every call made with a key is recorded and readable by its organisation only. On both databases.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const KEYS = '/api/auth/v1/api';
const ACTIVITY = '/api/apiactivity/v1';
const fields = (json: { errors?: { field: string }[] }) => (json.errors ?? []).map((e) => e.field);

forEachDatabase('API keys', (ctx) => {
  let alpha: string;
  let beta: string;
  let agent: string;
  let alphaId: string;
  const withKey = (secret: string, url: string) => ctx.request('GET', url, { headers: { 'x-api-key': secret } });

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

  it("a key made by Alpha lists Alpha's accounts and no others; after regenerate the old key gets 401", async () => {
    const made = await ctx.request('POST', KEYS, { token: alpha, body: { name: 'CRM sync' } });
    expect(made.status, made.text).toBe(201);
    expect(made.json).toMatchObject({ name: 'CRM sync', createdBy: DEMO.alphaAdmin, lastUsed: null });
    expect(made.json.secret).toMatch(/^aik_[A-Za-z0-9_-]{43}$/);
    expect(made.json.secretHint).toBe(made.json.secret.slice(-4));

    const keyed = await withKey(made.json.secret, `${ACCOUNTS_API}/search?size=1000`);
    expect(keyed.status, keyed.text).toBe(200);
    const agencies = new Set(keyed.json.content.map((account: { agencyId: string }) => account.agencyId));
    expect([...agencies]).toEqual([alphaId]);
    // Exactly what Alpha's admin sees when signed in, and none of Beta's clients.
    const signedIn = await ctx.request('GET', `${ACCOUNTS_API}/search?size=1000`, { token: alpha });
    expect(keyed.json.content.map((a: { id: string }) => a.id).sort()).toEqual(
      signedIn.json.content.map((a: { id: string }) => a.id).sort(),
    );
    const betaClients = await ctx.request('GET', `${ACCOUNTS_API}/search?size=1000`, { token: beta });
    expect(betaClients.json.content.length).toBeGreaterThan(0);
    for (const account of betaClients.json.content)
      expect((await withKey(made.json.secret, `${ACCOUNTS_API}/${account.id}`)).status).toBe(404);

    const regenerated = await ctx.request('PUT', `${KEYS}/regenerate/${made.json.id}`, { token: alpha, body: {} });
    expect(regenerated.status, regenerated.text).toBe(200);
    expect(regenerated.json.secret).toMatch(/^aik_/);
    expect(regenerated.json.secret).not.toBe(made.json.secret);
    const old = await withKey(made.json.secret, `${ACCOUNTS_API}/search`);
    expect(old.status).toBe(401);
    expect(old.json.detail).toBe('The API key is invalid.');
    expect((await withKey(regenerated.json.secret, `${ACCOUNTS_API}/search`)).status).toBe(200);
  });

  it('shows the secret only in the answer that made it: never in a read, and not stored', async () => {
    const made = (await ctx.request('POST', KEYS, { token: alpha, body: { name: 'Shown once' } })).json;
    const read = await ctx.request('GET', `${KEYS}/${made.id}`, { token: alpha });
    expect(read.status).toBe(200);
    expect(read.json.secret).toBeUndefined();
    const listed = await ctx.request('GET', KEYS, { token: alpha });
    expect(JSON.stringify(listed.json)).not.toContain(made.secret);
    const stored = await ctx.db
      .selectFrom('apiKeys' as never)
      .selectAll()
      .where('id' as never, '=', made.id as never)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(made.secret);
    const history = await ctx.request('GET', `${KEYS}/${made.id}/history`, { token: alpha });
    expect(JSON.stringify(history.json)).not.toContain(made.secret);
  });

  it('records every call made with a key, for its organisation only', async () => {
    const made = (await ctx.request('POST', KEYS, { token: alpha, body: { name: 'Counted' } })).json;
    expect((await withKey(made.secret, `${ACCOUNTS_API}/search?size=5`)).status).toBe(200);
    expect((await withKey(made.secret, '/api/quote/v1/search?size=5')).status).toBe(200);
    // A refused call (400: the version is not a number) is recorded too.
    expect(
      (
        await ctx.request('PUT', `${KEYS}/regenerate/${made.id}`, {
          headers: { 'x-api-key': made.secret },
          body: { version: 'x' },
        })
      ).status,
    ).toBe(400);

    const calls = await ctx.request('GET', `${ACTIVITY}/search?f[keyId][in]=${made.id}&sort=created,asc`, {
      token: alpha,
    });
    expect(calls.status, calls.text).toBe(200);
    expect(calls.json.totalElements).toBe(3);
    expect(
      calls.json.content.map((c: { method: string; path: string; statusCode: number; keyName: string }) => [
        c.method,
        c.path,
        c.statusCode,
        c.keyName,
      ]),
    ).toEqual([
      ['GET', `${ACCOUNTS_API}/search`, 200, 'Counted'],
      ['GET', '/api/quote/v1/search', 200, 'Counted'],
      ['PUT', `${KEYS}/regenerate/${made.id}`, 400, 'Counted'],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const stats = await ctx.request('GET', `${ACTIVITY}/agg/stats?keyId=${made.id}`, { token: alpha });
    expect(stats.json).toMatchObject({
      to: today,
      totalCalls: 3,
      successfulCalls: 2,
      failedCalls: 1,
      keys: [{ keyId: made.id, keyName: 'Counted', calls: 3 }],
    });
    const graph = await ctx.request('GET', `${ACTIVITY}/graph?keyId=${made.id}&from=${today}&to=${today}`, {
      token: alpha,
    });
    expect(graph.json.days).toEqual([{ date: today, calls: 3, errors: 1 }]);
    expect((await ctx.request('GET', `${ACTIVITY}/graph`, { token: alpha })).json.days).toHaveLength(30);
    // The key's last use shows on the key.
    expect((await ctx.request('GET', `${KEYS}/${made.id}`, { token: alpha })).json.lastUsed).toBeTruthy();

    // Beta sees none of it; a session call is not API activity.
    const theirs = await ctx.request('GET', `${ACTIVITY}/search?size=100`, { token: beta });
    expect(theirs.status).toBe(200);
    expect(theirs.json.content.filter((c: { keyId: string }) => c.keyId === made.id)).toEqual([]);
    expect((await ctx.request('GET', `${ACTIVITY}/agg/stats?keyId=${made.id}`, { token: beta })).json.totalCalls).toBe(
      0,
    );
  });

  it('refuses bad activity queries naming the parameter', async () => {
    const bad = await ctx.request('GET', `${ACTIVITY}/graph?from=yesterday&to=2026-13-45`, { token: alpha });
    expect(bad.status).toBe(400);
    expect(fields(bad.json)).toEqual(['from', 'to']);
    expect((await ctx.request('GET', `${ACTIVITY}/search?sort=secret,asc`, { token: alpha })).status).toBe(400);
  });

  it('a deleted key stops at once; another agency cannot see, regenerate or delete a key', async () => {
    const made = (await ctx.request('POST', KEYS, { token: alpha, body: { name: 'Short lived' } })).json;
    expect((await ctx.request('GET', `${KEYS}/${made.id}`, { token: beta })).status).toBe(404);
    expect((await ctx.request('PUT', `${KEYS}/regenerate/${made.id}`, { token: beta, body: {} })).status).toBe(404);
    expect((await ctx.request('DELETE', `${KEYS}/${made.id}`, { token: beta })).status).toBe(404);
    expect((await withKey(made.secret, `${ACCOUNTS_API}/search`)).status).toBe(200);
    expect((await ctx.request('DELETE', `${KEYS}/${made.id}`, { token: alpha })).status).toBe(200);
    expect((await withKey(made.secret, `${ACCOUNTS_API}/search`)).status).toBe(401);
  });

  it('needs a name of at most 100 characters; an agent may not manage keys; a key cannot exceed its maker', async () => {
    const none = await ctx.request('POST', KEYS, { token: alpha, body: {} });
    expect(none.status).toBe(400);
    expect(fields(none.json)).toEqual(['name']);
    expect(fields((await ctx.request('POST', KEYS, { token: alpha, body: { name: 'k'.repeat(101) } })).json)).toEqual([
      'name',
    ]);
    expect((await ctx.request('POST', KEYS, { token: agent, body: { name: 'Mine' } })).status).toBe(403);
    // Alpha's admin holds no underwriting permission, so its key does not either.
    const made = (await ctx.request('POST', KEYS, { token: alpha, body: { name: 'Limited' } })).json;
    expect((await ctx.request('GET', '/api/dev/outbox', { headers: { 'x-api-key': made.secret } })).status).toBe(403);
  });
});
