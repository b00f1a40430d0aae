/**
 * New account through the lookup (spec 001 §2, §4, §8, §9): the name lookup answers at most 10
 * companies of the local firmographic directory (best match first, narrowed by state); an account created with a
 * company's cbid keeps it; a second account for the same cbid is 409 with the spec's agency-conflict text.
 */
import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const LOOKUP = `${ACCOUNTS_API}/lookup`;

forEachDatabase('account lookup', (ctx) => {
  let alpha: string;
  let beta: string;
  let owner: string;

  beforeAll(async () => {
    [alpha, beta, owner] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
    ]);
  });

  it('finds companies by part of their name, those starting with it first, narrowed by state, 10 at most', async () => {
    const all = await ctx.request('GET', `${LOOKUP}?name=lakeside`, { token: alpha });
    expect(all.status, all.text).toBe(200);
    expect(all.json.content.map((c: { name: string }) => c.name)).toEqual([
      'Lakeside Dental Partners',
      'Lakeside Logistics Inc',
      'Lakeside Veterinary Clinic',
    ]);
    expect(all.json.content[2]).toMatchObject({
      cbid: 'CB-100001',
      address1: '410 Shore Dr',
      city: 'Austin',
      state: 'TX',
      zipCode: '78703',
      accountId: null,
    });
    const texas = await ctx.request('GET', `${LOOKUP}?name=lakeside&state=TX`, { token: alpha });
    expect(texas.json.content.map((c: { cbid: string }) => c.cbid)).toEqual(['CB-100003', 'CB-100001']);
    const inner = await ctx.request('GET', `${LOOKUP}?name=point`, { token: alpha });
    expect(inner.json.content.map((c: { name: string }) => c.name)).toEqual([
      'Harbor Point Marina',
      'Harbor Point Software',
    ]);
    const letter = await ctx.request('GET', `${LOOKUP}?name=e`, { token: alpha });
    expect(letter.json.content).toHaveLength(10);
    expect((await ctx.request('GET', `${LOOKUP}?name=e&size=3`, { token: alpha })).json.content).toHaveLength(3);
  });

  it('refuses a lookup without a name (400 naming it) and a caller who may not create accounts (403)', async () => {
    const blank = await ctx.request('GET', `${LOOKUP}?name=%20`, { token: alpha });
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ field: 'name', detail: 'Please enter an account name to search for.' }]);
    expect((await ctx.request('GET', `${LOOKUP}?name=x&size=26`, { token: alpha })).json.errors[0].field).toBe('size');
    expect((await ctx.request('GET', `${LOOKUP}?name=lakeside`, { token: owner })).status).toBe(403);
  });

  it('creates the account with the picked cbid; a second one for the cbid is 409, in the agency or in another', async () => {
    const picked = (await ctx.request('GET', `${LOOKUP}?name=Summit Engineering`, { token: alpha })).json.content[0];
    const body = {
      cbid: picked.cbid,
      name: picked.name,
      address1: picked.address1,
      city: picked.city,
      state: picked.state,
      zipCode: picked.zipCode,
      country: 'US',
    };
    const created = await ctx.request('POST', ACCOUNTS_API, { token: alpha, body });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ cbid: 'CB-100006', name: 'Summit Engineering LLC' });

    const again = await ctx.request('POST', ACCOUNTS_API, { token: alpha, body });
    expect(again.status).toBe(409);
    expect(again.json.detail).toBe('This Client is already associated with someone else within your Agency!');
    const elsewhere = await ctx.request('POST', ACCOUNTS_API, { token: beta, body });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.detail).toBe('The Client is already associated with another Agency!');

    // The lookup now names Alpha's account for the company; Beta, who cannot see it, gets none.
    expect(
      (await ctx.request('GET', `${LOOKUP}?name=Summit Engineering`, { token: alpha })).json.content[0].accountId,
    ).toBe(created.json.id);
    expect(
      (await ctx.request('GET', `${LOOKUP}?name=Summit Engineering`, { token: beta })).json.content[0].accountId,
    ).toBeNull();
    const count = await ctx.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('cbid', '=', 'CB-100006')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
