/**
 * The wholesale review page's calls (resources/quoteReview): the policyholder a workflow link for one quote was
 * sent to reads that quote's review, verifies its account details once, and requests to bind; no other quote,
 * and no other quote route, opens to the link.
 */
import { todayIso } from '../../src/shared/dates/today';
import { ALREADY_VERIFIED, DETAILS_CHANGED, NOT_VERIFIED } from '../../resources/quoteReview/server/verify';
import { DEMO, forEachDatabase } from './support/databases';

const QUOTES = '/api/quote/v1';
const REVIEW = `${QUOTES}/review`;
const POLICYHOLDER = {
  customerFirstName: 'Olivia',
  customerLastName: 'Owner',
  customerEmail: 'olivia@customer.demo.test',
  customerPhone: '(555) 010-2222',
};

forEachDatabase('quote review (wholesale review page)', (ctx) => {
  let staff: string;
  let alpha: string;
  let owner: string;
  let clientId: string;
  let ownerId: string;

  beforeAll(async () => {
    staff = await ctx.login(DEMO.staff);
    alpha = await ctx.login(DEMO.alphaAdmin);
    owner = await ctx.login(DEMO.owner);
    const agency = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('hostname', '=', 'alpha')
      .executeTakeFirstOrThrow();
    clientId = (
      await ctx.db
        .selectFrom('accounts')
        .select('id')
        .where('agencyId', '=', agency.id)
        .where('name', '!=', 'Customer Demo Co')
        .orderBy('name')
        .executeTakeFirstOrThrow()
    ).id;
    ownerId = (await ctx.db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow())
      .id;
  });

  /** A rated P100 quote of an Alpha client that is not the policyholder's own account. */
  const newQuote = async () => {
    const input = { product: 'P100', naicsCode: 541511, state: 'CA', revenue: 3_000_000, limit: 1_000_000 };
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P100', rating: { input } },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    return created.json as {
      id: string;
      quoteNumber: string;
      version: number;
      rating: { calculator: { coverages: Record<string, { selected?: boolean }> } };
    };
  };
  /** The link a quote's send makes: flow QUOTE for the policyholder, to the review page. */
  const sendLink = async (quoteId: string, flow = 'QUOTE') => {
    const made = await ctx.request('POST', '/api/auth/v1/workflows', {
      token: staff,
      body: { flow, flowUserId: ownerId, redirectURL: `/quote/${quoteId}/request-to-bind/P100` },
    });
    expect(made.status).toBe(201);
    return made.json.id as string;
  };
  const review = (id: string, token = owner) => ctx.request('GET', `${REVIEW}/${id}`, { token });

  it("the link opens its own quote's review only: another quote is 404, and the ordinary quote routes stay closed", async () => {
    const mine = await newQuote();
    const other = await newQuote();
    expect((await review(mine.id)).status).toBe(404);
    await sendLink(mine.id);

    const { status, json } = await review(mine.id);
    expect(status).toBe(200);
    expect(json.quote).toMatchObject({
      id: mine.id,
      quoteNumber: mine.quoteNumber,
      status: 'READY',
      agencyStatus: 'ACTIVE',
    });
    expect(json.verification).toEqual({ isVerified: false, verifiedOn: null });
    expect(json.agency.name).toBe('Alpha Insurance Agency');
    const selected = Object.entries(mine.rating.calculator.coverages)
      .filter(([, line]) => line.selected)
      .map(([id]) => Number(id))
      .sort((a, b) => a - b);
    const charted = json.coverageChart
      .flatMap((g: { coverages: { id: number }[] }) => g.coverages.map((c) => c.id))
      .sort((a: number, b: number) => a - b);
    expect(charted).toEqual(selected);
    expect(json.coverageChart.map((g: { group: string }) => g.group)).toContain('First Party Coverages');

    expect((await review(other.id)).status).toBe(404);
    expect(
      (await ctx.request('POST', `${REVIEW}/${other.id}/verify`, { token: owner, body: { firmographicData: {} } }))
        .status,
    ).toBe(404);
    expect((await ctx.request('GET', `${QUOTES}/${mine.id}`, { token: owner })).status).toBe(404);
    expect(
      (await ctx.request('POST', `${QUOTES}/request-to-bind/${mine.id}`, { token: owner, body: POLICYHOLDER })).status,
    ).toBe(403);
    // Another agency gets nothing either.
    expect((await review(mine.id, await ctx.login(DEMO.betaAdmin))).status).toBe(404);
  });

  it('an expired link grants nothing', async () => {
    const quote = await newQuote();
    const link = await sendLink(quote.id);
    await ctx.db
      .updateTable('workflows')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', link)
      .execute();
    expect((await review(quote.id)).status).toBe(404);
  });

  it("verify: changed details are a 409 naming the field; the held ones verify with today's date, and the box locks", async () => {
    const quote = await newQuote();
    await sendLink(quote.id);
    const shown = (await review(quote.id)).json;
    expect(
      (await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, { token: owner, body: POLICYHOLDER })).json
        .detail,
    ).toBe(NOT_VERIFIED);

    const missing = await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, { token: owner, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.errors.map((e: { field: string }) => e.field)).toEqual(['firmographicData']);
    const changed = await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
      token: owner,
      body: { firmographicData: { ...shown.firmographicData, city: 'Elsewhere' } },
    });
    expect(changed.status).toBe(409);
    expect(changed.json.errors).toEqual([{ field: 'firmographicData.city', detail: DETAILS_CHANGED }]);

    const verified = await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
      token: owner,
      body: { version: shown.quote.version, firmographicData: shown.firmographicData },
    });
    expect(verified.status, JSON.stringify(verified.json)).toBe(200);
    expect(verified.json.verification).toEqual({ isVerified: true, verifiedOn: todayIso() });
    const again = await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
      token: owner,
      body: { firmographicData: shown.firmographicData },
    });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe(ALREADY_VERIFIED);
  });

  it('request to bind after verification: the four fields are checked, then the quote is REQUESTED, recorded under the viewer', async () => {
    const quote = await newQuote();
    await sendLink(quote.id);
    const shown = (await review(quote.id)).json;
    await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
      token: owner,
      body: { firmographicData: shown.firmographicData },
    });

    const bad = await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, {
      token: owner,
      body: { ...POLICYHOLDER, customerEmail: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(['customerEmail']);
    const stale = await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, {
      token: owner,
      body: { ...POLICYHOLDER, version: shown.quote.version },
    });
    expect(stale.status).toBe(409);

    const sent = await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, {
      token: owner,
      body: POLICYHOLDER,
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(sent.json.message).toBe('Request to bind successfully sent');
    expect(sent.json.review.quote).toMatchObject({
      status: 'REQUESTED',
      agencyStatus: 'REQUEST_SENT',
      customerEmail: POLICYHOLDER.customerEmail,
    });
    const stored = await ctx.request('GET', `${QUOTES}/${quote.id}`, { token: alpha });
    expect(stored.json.status).toBe('REQUESTED');
    const history = await ctx.request('GET', `${QUOTES}/${quote.id}/history`, { token: alpha });
    expect(history.json.map((entry: { action: string }) => entry.action).slice(0, 2)).toEqual([
      'request-to-bind',
      'review-verify',
    ]);

    const twice = await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, {
      token: owner,
      body: POLICYHOLDER,
    });
    expect(twice.status).toBe(409);
  });

  it('an invalid quote: agency status INVALID with the change listed; verification and request to bind are refused', async () => {
    const quote = await newQuote();
    await sendLink(quote.id);
    const reason = 'Revenue changed';
    expect(
      (await ctx.request('PUT', `${QUOTES}/invalidate/${quote.id}`, { token: alpha, body: { reason } })).status,
    ).toBe(200);
    const { json } = await review(quote.id);
    expect(json.quote).toMatchObject({ status: 'INVALID', agencyStatus: 'INVALID' });
    expect(json.changes).toEqual([reason]);
    expect(
      (
        await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
          token: owner,
          body: { firmographicData: json.firmographicData },
        })
      ).status,
    ).toBe(409);
    expect(
      (await ctx.request('POST', `${REVIEW}/${quote.id}/request-to-bind`, { token: owner, body: POLICYHOLDER })).status,
    ).toBe(409);
  });

  it('without a link, the quotes store decides: the agency reads and verifies its quote; the policyholder of the account reads but may not act', async () => {
    const quote = await newQuote();
    const shown = await review(quote.id, alpha);
    expect(shown.status).toBe(200);
    const verified = await ctx.request('POST', `${REVIEW}/${quote.id}/verify`, {
      token: alpha,
      body: { firmographicData: shown.json.firmographicData },
    });
    expect(verified.json.verification.isVerified).toBe(true);

    const own = await ctx.db
      .selectFrom('quotes')
      .select('id')
      .where('quoteNumber', '=', 'Q-CUST-0001')
      .executeTakeFirstOrThrow();
    expect((await review(own.id)).status).toBe(200);
    expect(
      (await ctx.request('POST', `${REVIEW}/${own.id}/verify`, { token: owner, body: { firmographicData: {} } }))
        .status,
    ).toBe(403);
  });
});
