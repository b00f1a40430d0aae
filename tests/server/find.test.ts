import { ACCOUNTS_API, DEMO, forEachDatabase } from './support/databases';

const FIND = '/api/search/v1/find';
const QUOTES = '/api/quote/v1';

interface Hit {
  resource: string;
  id: string;
  title: string;
  subtitle?: string;
}

/** The app bar's search: one call over accounts, quotes, policies and claims, within the caller's tenancy. */
forEachDatabase('find anything', (ctx) => {
  let alpha: string;
  let beta: string;
  let owner: string;
  let staff: string;
  let alphaQuote: { id: string; quoteNumber: string };
  let alphaAccount: { id: string; name: string };

  const find = async (token: string, term: string) => {
    const { status, json } = await ctx.request('GET', `${FIND}?search=${encodeURIComponent(`*${term}*`)}`, { token });
    expect(status).toBe(200);
    return json as { hits: Hit[]; totalHits: number };
  };

  beforeAll(async () => {
    [alpha, beta, owner, staff] = await Promise.all([
      ctx.login(DEMO.alphaAdmin),
      ctx.login(DEMO.betaAdmin),
      ctx.login(DEMO.owner),
      ctx.login(DEMO.staff),
    ]);
    alphaQuote = (await ctx.request('GET', `${QUOTES}/search?size=1`, { token: alpha })).json.content[0];
    alphaAccount = (await ctx.request('GET', `${ACCOUNTS_API}/search?size=1&sort=name,asc`, { token: alpha })).json
      .content[0];
  });

  it('finds a quote by its number', async () => {
    const { hits } = await find(alpha, alphaQuote.quoteNumber);
    expect(hits).toContainEqual(
      expect.objectContaining({ resource: 'quotes', id: alphaQuote.id, title: alphaQuote.quoteNumber }),
    );
  });

  it('finds an account by part of its name, whatever its case', async () => {
    const part = alphaAccount.name.slice(1, 6).toUpperCase();
    const { hits, totalHits } = await find(alpha, part);
    expect(hits).toContainEqual(
      expect.objectContaining({ resource: 'accounts', id: alphaAccount.id, title: alphaAccount.name }),
    );
    expect(totalHits).toBeGreaterThanOrEqual(hits.length);
  });

  it("never finds a record of another agency: beta searching alpha's quote number and account name finds neither", async () => {
    for (const term of [alphaQuote.quoteNumber, alphaAccount.name]) {
      const { hits } = await find(beta, term);
      expect(hits.map((hit) => hit.id)).not.toContain(alphaQuote.id);
      expect(hits.map((hit) => hit.id)).not.toContain(alphaAccount.id);
    }
  });

  it('every match is a record the caller can open, titled', async () => {
    const bases: Record<string, string> = { accounts: ACCOUNTS_API, quotes: QUOTES, policies: '/api/policy/v1' };
    for (const token of [beta, owner, staff]) {
      const { hits } = await find(token, 'in');
      for (const hit of hits) {
        expect(hit.title).not.toBe('');
        if (!bases[hit.resource]) continue;
        const { status } = await ctx.request('GET', `${bases[hit.resource]}/${hit.id}`, { token });
        expect(status, `${hit.resource} ${hit.id}`).toBe(200);
      }
    }
    expect((await find(staff, 'in')).hits.length).toBeGreaterThan(0);
  });

  it('a policyholder finds only their own business', async () => {
    const own = (await ctx.request('GET', `${ACCOUNTS_API}/search?size=100`, { token: owner })).json.content as {
      id: string;
    }[];
    const ownIds = new Set(own.map((account) => account.id));
    const { hits } = await find(owner, alphaAccount.name);
    for (const hit of hits.filter((h) => h.resource === 'accounts')) expect(ownIds.has(hit.id)).toBe(true);
  });

  it('refuses a term shorter than two characters, naming search', async () => {
    const { status, json } = await ctx.request('GET', `${FIND}?search=*x*`, { token: alpha });
    expect(status).toBe(400);
    expect(json.errors).toEqual([{ field: 'search', detail: 'Type at least 2 characters to search.' }]);
  });

  it('asks who is calling', async () => {
    expect((await ctx.request('GET', `${FIND}?search=*alpha*`)).status).toBe(401);
  });
});
