import { sql } from 'kysely';
import { seedManyAccounts } from '../bench/seedManyAccounts';
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const SEARCH = `${ACCOUNTS_API}/search`;

interface ListAnswer {
  content: { id: string; name: string }[];
  totalElements: number;
  totalHits?: { value: number; relation: string };
}

/**
 * Totals at scale: a list counts its matches exactly up to 1,000 and answers "at least 1,000"
 * (`totalHits: {value, relation: 'gte'}`) beyond, except on the page that ends the list, which knows the
 * exact total. 1,200 extra client accounts beside the 103 of the demo, spread over the two agencies.
 */
forEachDatabase('accounts list totals at scale', (ctx) => {
  let staff: string;
  let alpha: string;
  const list = (token: string, query: string) => ctx.request<ListAnswer>('GET', `${SEARCH}?${query}`, { token });
  const countInDb = async (where = sql`true`) =>
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from accounts where account_type = 'CUSTOMER' and ${where}`.execute(ctx.db)
    ).rows[0].n;

  beforeAll(async () => {
    await seedManyAccounts(ctx.db, 1_200, { chunkSize: 5_000 });
    staff = await ctx.login(DEMO.staff);
    alpha = await ctx.login(DEMO.alphaAdmin);
  });

  it('more than 1,000 matches: the first page says "at least 1,000"', async () => {
    expect(await countInDb()).toBeGreaterThan(1_000);
    const { status, json } = await list(staff, 'page=0&size=25');
    expect(status).toBe(200);
    expect(json.content).toHaveLength(25);
    expect(json.totalElements).toBe(1_000);
    expect(json.totalHits).toEqual({ value: 1_000, relation: 'gte' });
  });

  it('the page that ends the list gives the exact total', async () => {
    const exact = await countInDb();
    const lastPage = Math.floor((exact - 1) / 100);
    const { json } = await list(staff, `page=${lastPage}&size=100`);
    expect(json.content).toHaveLength(exact - lastPage * 100);
    expect(json.totalElements).toBe(exact);
    expect(json.totalHits).toBeUndefined();
  });

  it('a full page past 1,000 rows says "at least" one more than it has shown', async () => {
    const { json } = await list(staff, 'page=11&size=100');
    expect(json.content).toHaveLength(100);
    expect(json.totalHits).toEqual({ value: 1_201, relation: 'gte' });
    expect(json.totalElements).toBe(1_201);
  });

  it('at or below 1,000 matches the total is exact, with no totalHits', async () => {
    const exact = await countInDb(sql`search_text like '%logistics%'`);
    expect(exact).toBeGreaterThan(25);
    const { json } = await list(staff, 'search=*logistics*&size=100');
    expect(json).toEqual({ content: expect.any(Array), totalElements: exact });
    expect(json.content).toHaveLength(exact);
  });

  it("an agency's total counts its own half exactly (under 1,000 of the 1,303 accounts)", async () => {
    const agency = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Alpha Insurance Agency')
      .executeTakeFirstOrThrow();
    const own = await countInDb(sql`agency_id = ${agency.id}`);
    expect(own).toBeLessThan(1_000);
    const { json } = await list(alpha, 'size=25');
    expect(json.content).toHaveLength(25);
    expect(json.totalElements).toBe(own);
    expect(json.totalHits).toBeUndefined();
  });

  it('the total comes with the page, not inside its records', async () => {
    const { json } = await list(alpha, 'size=5');
    expect(json.content).toHaveLength(5);
    for (const record of json.content) expect(Object.keys(record)).not.toContain('listTotal');
  });

  it('a page past the end has no rows and still the exact total; no match at all is 0', async () => {
    const agency = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Alpha Insurance Agency')
      .executeTakeFirstOrThrow();
    const own = await countInDb(sql`agency_id = ${agency.id}`);
    const past = await list(alpha, 'page=40&size=100');
    expect(past.json).toEqual({ content: [], totalElements: own });
    const none = await list(alpha, 'search=*nosuchcompanyanywhere*&size=25');
    expect(none.json).toEqual({ content: [], totalElements: 0 });
  });
});
