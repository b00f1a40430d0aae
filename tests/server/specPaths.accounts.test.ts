/**
 * The account family's spec paths on both databases: the agencies list on `GET /api/auth/v1/admin/agencies`, the
 * region's products on `GET /api/account/v1/products`, and the products a client account may be quoted for on
 * `GET /api/account/v1/eligible-products` (every priced product when the quote request's checks and the licence
 * pass; none, with the spec's reasons, otherwise; another agency's account 404).
 */
import { DEMO, forEachDatabase } from './support/databases';

const ACCOUNT = '/api/account/v1';
const NEEDS_MORE = 'Account needs more information to enable Request Quote';

forEachDatabase('the account family spec paths', (ctx) => {
  let staff: string;
  let agent: string;
  let beta: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [staff, agent, beta] = await Promise.all([
      ctx.login(DEMO.staff),
      ctx.login(DEMO.alphaAgent),
      ctx.login(DEMO.betaAdmin),
    ]);
    const names = ['Alpine Dental Group', 'Cedar Dental Group'];
    for (const row of await ctx.db.selectFrom('accounts').select(['id', 'name']).where('name', 'in', names).execute())
      ids[row.name] = String(row.id);
  });

  it('GET /api/auth/v1/admin/agencies lists the agencies as its search alias does', async () => {
    const listed = await ctx.request('GET', '/api/auth/v1/admin/agencies?size=100&sortBy=name&sortOrder=asc', {
      token: staff,
    });
    expect(listed.status).toBe(200);
    const alias = await ctx.request('GET', '/api/auth/v1/admin/agencies/search?size=100&sort=name,asc', {
      token: staff,
    });
    expect(listed.json).toEqual(alias.json);
    expect(listed.json.content.map((agency: { name: string }) => agency.name)).toEqual(
      expect.arrayContaining(['Alpha Insurance Agency', 'Beta Brokers']),
    );
  });

  it("GET products lists the region's products, which the rater prices and at which version", async () => {
    const { status, json } = await ctx.request('GET', `${ACCOUNT}/products`, { token: agent });
    expect(status).toBe(200);
    const byCode = Object.fromEntries(json.map((product: { code: string }) => [product.code, product]));
    expect(byCode.P100).toEqual({ code: 'P100', displayName: 'Prime 100', rated: true, version: 1 });
    expect(byCode.P250).toEqual({ code: 'P250', displayName: 'Prime 250', rated: true, version: 1 });
    expect(byCode.PRIME_CLOUD).toEqual({
      code: 'PRIME_CLOUD',
      displayName: 'Prime Cloud',
      rated: false,
      version: null,
    });
    expect(byCode.P_ONE, 'a UK product is not sold in the US').toBeUndefined();
  });

  it('GET eligible-products: the priced products for a quotable account, none with the reasons otherwise', async () => {
    const alpine = await ctx.request('GET', `${ACCOUNT}/eligible-products?accountId=${ids['Alpine Dental Group']}`, {
      token: agent,
    });
    expect(alpine.status).toBe(200);
    expect(alpine.json).toMatchObject({ accountId: ids['Alpine Dental Group'], eligible: true, reasons: [] });
    expect(alpine.json.products.map((product: { code: string }) => product.code)).toEqual(['P100', 'P250']);

    const cedar = await ctx.request('GET', `${ACCOUNT}/eligible-products?accountId=${ids['Cedar Dental Group']}`, {
      token: agent,
    });
    expect(cedar.json).toEqual({
      accountId: ids['Cedar Dental Group'],
      eligible: false,
      reasons: [NEEDS_MORE],
      products: [],
    });

    const missing = await ctx.request('GET', `${ACCOUNT}/eligible-products`, { token: agent });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'accountId', detail: 'accountId is a required field' }]);
    expect(
      (
        await ctx.request('GET', `${ACCOUNT}/eligible-products?accountId=${ids['Alpine Dental Group']}`, {
          token: beta,
        })
      ).status,
    ).toBe(404);
  });
});
