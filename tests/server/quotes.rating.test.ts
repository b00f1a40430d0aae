/**
 * A quote keeps the rating it was priced with: the server prices `rating.input` with the newest rating file,
 * stores the version and the factor breakdown, and a new version of the file (v2, in a copy of rating/ named by
 * RATING_DIR) changes new prices only. A quote priced under v1 still shows its v1 premium and breakdown, even
 * when saved again; a changed input is priced anew, under v2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXED_BREAKDOWN, FIXED_INPUT, FIXED_PREMIUM } from '../support/handWorkedPremium';
import { DEMO, forEachDatabase } from './support/databases';

const RATING_COPY = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-versions-'));
fs.cpSync(path.resolve('rating'), RATING_COPY, { recursive: true });
process.env.RATING_DIR = RATING_COPY;
const V2 = path.join(RATING_COPY, 'P250', 'v2.json');

/** v2 of P250: the same file with the base rate of the band up to 5,000,000 raised from 1,450 to 1,600. */
function publishV2(): void {
  const v1 = JSON.parse(fs.readFileSync(path.join(RATING_COPY, 'P250', 'v1.json'), 'utf8'));
  v1.version = 2;
  v1.notes = 'Base rate of the 1M–5M band raised to 1,600.';
  v1.premium.revenueBands.find((band: { upTo: number }) => band.upTo === 5_000_000).baseRate = 1600;
  fs.writeFileSync(V2, JSON.stringify(v1, null, 2));
}

/*
 * Under v2, by hand: 1,600 × 1.15 = 1,840; × 1.45 = 2,668; × 1.00; × 1.58 = 4,215.44; × 1.10 = 4,636.984;
 * × 1.03 = 4,776.09352 → 4,776.09. With limit 3,000,000: 1,840 × 1.78 = 3,275.2; × 1.58 = 5,174.816;
 * × 1.10 = 5,692.2976; × 1.03 = 5,863.066528 → 5,863.07.
 */
const V2_PREMIUM = 4776.09;
const V2_PREMIUM_AT_3M = 5863.07;

const QUOTES = '/api/quote/v1';
const factors = (rating: { breakdown: { factor: string; value: number }[] }) =>
  rating.breakdown.map((line) => [line.factor, line.value]);

forEachDatabase('quotes priced by the rater', (ctx) => {
  let alpha: string;
  let clientId: string;

  beforeAll(async () => {
    alpha = await ctx.login(DEMO.alphaAdmin);
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
  });
  // The next database starts from v1 again.
  afterAll(() => fs.rmSync(V2, { force: true }));

  it('a new rating version changes new prices only; a quote priced under v1 still shows its v1 premium and breakdown', async () => {
    const created = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P250', rating: { input: FIXED_INPUT } },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect(created.json).toMatchObject({
      ratingVersion: 'P250/v1',
      totalPremium: FIXED_PREMIUM,
      premium: FIXED_PREMIUM,
      limit: 2_000_000,
      aggLimit: 2_000_000,
      status: 'READY',
    });
    expect(factors(created.json.rating)).toEqual(FIXED_BREAKDOWN);
    const id = created.json.id;

    publishV2();
    const now = await ctx.request('POST', '/api/rater/v1/calculator', { token: alpha, body: FIXED_INPUT });
    expect(now.json).toMatchObject({ ratingVersion: 'P250/v2', totalPremium: V2_PREMIUM });
    const fresh = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P250', rating: { input: FIXED_INPUT } },
    });
    expect(fresh.json).toMatchObject({ ratingVersion: 'P250/v2', totalPremium: V2_PREMIUM });

    const old = await ctx.request('GET', `${QUOTES}/${id}`, { token: alpha });
    expect(old.json).toMatchObject({ ratingVersion: 'P250/v1', totalPremium: FIXED_PREMIUM });
    expect(factors(old.json.rating)).toEqual(FIXED_BREAKDOWN);

    // A price the writer tries to set is refused (the premium is the rater's, quotes.lifecycle suite).
    const priced = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { ...old.json, customerFirstName: 'Ada', totalPremium: 5 },
    });
    expect(priced.status).toBe(400);
    expect(priced.json.errors.map((e: { field: string }) => e.field)).toEqual(['totalPremium']);
    // Saved again with its own input: still the v1 price.
    const saved = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { ...old.json, customerFirstName: 'Ada' },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      customerFirstName: 'Ada',
      ratingVersion: 'P250/v1',
      totalPremium: FIXED_PREMIUM,
    });
    expect(factors(saved.json.rating)).toEqual(FIXED_BREAKDOWN);

    // A changed input is priced anew, under v2.
    const repriced = await ctx.request('PUT', `${QUOTES}/${id}`, {
      token: alpha,
      body: { ...saved.json, rating: { input: { ...FIXED_INPUT, limit: 3_000_000 } } },
    });
    expect(repriced.json).toMatchObject({ ratingVersion: 'P250/v2', totalPremium: V2_PREMIUM_AT_3M, limit: 3_000_000 });
  });

  it('refuses a rating input the rater refuses, naming rating.input.<field>, and stores nothing', async () => {
    const before = (await ctx.db.selectFrom('quotes').select('id').execute()).length;
    const bad = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: {
        accountId: clientId,
        product: 'P250',
        rating: { input: { ...FIXED_INPUT, limit: 2_200_000, revenue: 'lots' } },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field)).toEqual(['rating.input.revenue']);
    const rules = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P250', rating: { input: { ...FIXED_INPUT, limit: 2_200_000 } } },
    });
    expect(rules.json.errors).toEqual([
      { field: 'rating.input.limit', detail: 'Limit must be between 1,000,000 and 5,000,000 in steps of 500,000' },
    ]);
    const mismatch = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P100', rating: { input: FIXED_INPUT } },
    });
    expect(mismatch.json.errors).toEqual([
      { field: 'rating.input.product', detail: 'The rating is for P250, the quote for P100' },
    ]);
    expect((await ctx.db.selectFrom('quotes').select('id').execute()).length).toBe(before);
  });

  it('the demo quotes of the rated products were priced by the rater: each premium is its breakdown multiplied', async () => {
    const { json } = await ctx.request('GET', `${QUOTES}/search?size=100&f[product][in]=P100,P250`, { token: alpha });
    expect(json.content.length).toBeGreaterThan(5);
    for (const quote of json.content.filter((q: { quoteNumber: string }) => q.quoteNumber.startsWith('Q-ALP-'))) {
      expect(quote.ratingVersion).toBe(`${quote.product}/v1`);
      const product = quote.rating.breakdown.reduce((total: number, line: { value: number }) => total * line.value, 1);
      // The premium is the breakdown's product; the total adds fees and, on surplus paper (Q-ALP-LA01), the surplus charges.
      expect(quote.premium).toBe(Math.round(product * 100) / 100);
    }
    const other = await ctx.request('GET', `${QUOTES}/search?size=5&f[product][in]=PRIME_CLOUD`, { token: alpha });
    expect(other.json.content[0]).toMatchObject({ ratingVersion: null, rating: null });
  });

  it('a coverage that refers to the underwriter makes a new quote REFERRED', async () => {
    const input = { ...FIXED_INPUT, preset: 2, coverages: { 27: { selected: true }, 47: { selected: true } } };
    const referred = await ctx.request('POST', QUOTES, {
      token: alpha,
      body: { accountId: clientId, product: 'P250', rating: { input } },
    });
    expect(referred.json).toMatchObject({ status: 'REFERRED' });
    expect(referred.json.rating.referToUnderwriter).toBe(true);
  });
});
