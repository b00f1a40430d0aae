/**
 * Account details changed after quoting (spec 001 §4, spec 002 §4): the server is asked first
 * (`POST …/account/{id}/details/check` → WillInvalidateQuotes / WillReferQuotes); a save that would change quotes
 * is refused until confirmed; a confirmed save invalidates the account's open 100-level quotes ("All Quotes
 * Invalidated") and refers its 250-level ones, each through the quote machine with a history entry naming the
 * saving user; another agency cannot ask or save; a change of an answer no quote stands on touches nothing.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const answersPath = (accountId: string) => `/api/forms/v1/answers/accountDetails/${accountId}`;

forEachDatabase('account details changed after quoting', (ctx) => {
  let alpha: string;
  let agent: string;
  let beta: string;

  /** A new Alpha client in TX with saved account details (revenue 3,000,000, industry 541511). */
  const newClient = async (token: string, name: string) => {
    const created = await ctx.request('POST', ACCOUNTS_API, {
      token,
      body: { name, country: 'US', address1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.id as string;
    const shown = (await ctx.request('GET', answersPath(id), { token })).json;
    const answers = {
      ...shown.answers,
      naicsCode: 541511,
      primaryNaicsPercentage: 100,
      revenue: 3_000_000,
      noOfEmployeesAll: 40,
      yearEstablished: 2001,
      ownershipType: 'Private',
      dbaOrTradestyle: 'Old DBA',
      nonUsRevenue: 0,
      changeInScope: false,
      collectingPersonalInformation: false,
    };
    const saved = await ctx.request('PUT', answersPath(id), { token, body: { answers, version: 0 } });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    return { id, answers: saved.json.answers as Record<string, unknown>, version: saved.json.version as number };
  };
  const quoteFor = async (token: string, accountId: string, product: 'P100' | 'P250') => {
    const input = { product, naicsCode: 541511, state: 'TX', revenue: 3_000_000, limit: 1_000_000 };
    const created = await ctx.request('POST', QUOTES, { token, body: { accountId, product, rating: { input } } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json as { id: string; quoteNumber: string; status: string };
  };
  const quote = async (id: string) => (await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha })).json;

  beforeAll(async () => {
    [alpha, agent, beta] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.betaAdmin),
    ]);
  });

  it('asks first, refuses an unconfirmed save, then invalidates 100-level and refers 250-level quotes with history', async () => {
    const client = await newClient(alpha, 'Impact Dental One');
    const p100 = await quoteFor(alpha, client.id, 'P100');
    const p250 = await quoteFor(alpha, client.id, 'P250');
    expect([p100.status, p250.status]).toEqual(['READY', 'READY']);
    const changed = { ...client.answers, revenue: 9_000_000 };

    const check = await ctx.request('POST', `${ACCOUNTS_API}/${client.id}/details/check`, {
      token: alpha,
      body: { answers: changed },
    });
    expect(check.status, JSON.stringify(check.json)).toBe(200);
    expect(check.json).toMatchObject({
      WillInvalidateQuotes: true,
      WillReferQuotes: true,
      changes: ['revenue'],
      changedLabels: ['Projected Revenue'],
    });
    expect(
      check.json.quotes.map((q: { quoteNumber: string; outcome: string }) => [q.quoteNumber, q.outcome]).sort(),
    ).toEqual(
      [
        [p100.quoteNumber, 'INVALIDATE'],
        [p250.quoteNumber, 'REFER'],
      ].sort(),
    );
    // Asking saves nothing.
    expect((await ctx.request('GET', answersPath(client.id), { token: alpha })).json.answers.revenue).toBe(3_000_000);

    const unconfirmed = await ctx.request('PUT', answersPath(client.id), {
      token: alpha,
      body: { answers: changed, version: client.version },
    });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.json).toMatchObject({
      WillInvalidateQuotes: true,
      WillReferQuotes: true,
      errors: [{ field: 'confirmQuoteChanges' }],
    });
    expect((await ctx.request('GET', answersPath(client.id), { token: alpha })).json.answers.revenue).toBe(3_000_000);
    expect((await quote(p100.id)).status).toBe('READY');

    const saved = await ctx.request('PUT', answersPath(client.id), {
      token: alpha,
      body: { answers: changed, version: client.version, confirmQuoteChanges: true },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      message: 'All Quotes Invalidated',
      invalidatedQuotes: [p100.quoteNumber],
      referredQuotes: [p250.quoteNumber],
    });
    expect(saved.json.answers.revenue).toBe(9_000_000);

    const invalid = await quote(p100.id);
    expect(invalid.status).toBe('INVALID');
    expect(invalid.details.invalidated).toMatchObject({
      reason: 'Account details changed: Projected Revenue',
      by: DEMO.alphaAdmin,
    });
    expect((await quote(p250.id)).status).toBe('REFERRED');
    const top = async (id: string) => (await ctx.request('GET', `${QUOTES}/${id}/history`, { token: alpha })).json[0];
    expect(await top(p100.id)).toMatchObject({ action: 'invalidate', actorEmail: DEMO.alphaAdmin });
    expect(await top(p250.id)).toMatchObject({ action: 'refer', actorEmail: DEMO.alphaAdmin });

    // The invalid quote is closed: a second change finds nothing to invalidate; the referred one stays referred.
    const again = await ctx.request('POST', `${ACCOUNTS_API}/${client.id}/details/check`, {
      token: alpha,
      body: { answers: { ...changed, naicsCode: 541512 } },
    });
    expect(again.json).toMatchObject({ WillInvalidateQuotes: false, WillReferQuotes: false });
    expect(again.json.quotes).toEqual([
      expect.objectContaining({ quoteNumber: p250.quoteNumber, outcome: 'ALREADY_REFERRED' }),
    ]);
  });

  it('a change of an answer no quote stands on saves at once and leaves the quotes alone', async () => {
    const client = await newClient(alpha, 'Impact Dental Two');
    const p100 = await quoteFor(alpha, client.id, 'P100');
    const changed = { ...client.answers, dbaOrTradestyle: 'New DBA' };
    const check = await ctx.request('POST', `${ACCOUNTS_API}/${client.id}/details/check`, {
      token: alpha,
      body: { answers: changed },
    });
    expect(check.json).toEqual({
      WillInvalidateQuotes: false,
      WillReferQuotes: false,
      changes: [],
      changedLabels: [],
      quotes: [],
    });
    const saved = await ctx.request('PUT', answersPath(client.id), {
      token: alpha,
      body: { answers: changed, version: client.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.answers.dbaOrTradestyle).toBe('New DBA');
    expect((await quote(p100.id)).status).toBe('READY');
  });

  it('bad answers are a 400 naming the field; another agency gets 404 for both calls and nothing changes', async () => {
    const client = await newClient(alpha, 'Impact Dental Three');
    const p100 = await quoteFor(alpha, client.id, 'P100');
    const bad = await ctx.request('POST', `${ACCOUNTS_API}/${client.id}/details/check`, {
      token: alpha,
      body: { answers: { ...client.answers, yearEstablished: 1200 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toContain('yearEstablished');
    const changed = { ...client.answers, revenue: 5_000_000 };
    expect(
      (
        await ctx.request('POST', `${ACCOUNTS_API}/${client.id}/details/check`, {
          token: beta,
          body: { answers: changed },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.request('PUT', answersPath(client.id), {
          token: beta,
          body: { answers: changed, confirmQuoteChanges: true },
        })
      ).status,
    ).toBe(404);
    expect((await quote(p100.id)).status).toBe('READY');
  });

  it("an agent of the account's team saves with confirmation: the agent is the quotes' actor", async () => {
    const client = await newClient(agent, 'Impact Dental Four');
    const p100 = await quoteFor(agent, client.id, 'P100');
    const saved = await ctx.request('PUT', answersPath(client.id), {
      token: agent,
      body: {
        answers: { ...client.answers, state: 'CA', zipCode: '94105', city: 'San Francisco' },
        version: client.version,
        confirmQuoteChanges: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.changes).toEqual(['city', 'state', 'zipCode']);
    expect((await quote(p100.id)).status).toBe('INVALID');
    expect((await ctx.request('GET', `${QUOTES}/${p100.id}/history`, { token: alpha })).json[0]).toMatchObject({
      action: 'invalidate',
      actorEmail: DEMO.alphaAgent,
    });
  });
});
